'use client';

import Image from 'next/image';
import { useEffect, useRef, type ReactNode } from 'react';
import { prefersReducedMotion } from '@/lib/hooks/useFocusTrap';
import styles from './ParallaxHero.module.scss';

/** Immersive layout's hero: the image moves slower than the page (not for reduced motion). */
export function ParallaxHero({ image, children }: { image: string | null; children: ReactNode }) {
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        if (layer.current) layer.current.style.transform = `translate3d(0, ${Math.round(window.scrollY * 0.4)}px, 0)`;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <header className={styles.parallax} data-testid="parallax-hero">
      {image && (
        <div ref={layer} className={styles.parallaxLayer}>
          <Image src={image} alt="" fill preload fetchPriority="high" sizes="100vw" className={styles.parallaxImage} />
        </div>
      )}
      <div className={styles.parallaxContent}>{children}</div>
    </header>
  );
}
