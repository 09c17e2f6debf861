'use client';

import Image from 'next/image';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { LightboxImage } from '@/components/ui/Lightbox';
import { SLIDESHOW_INTERVAL_MS } from '@/lib/constants';
import { prefersReducedMotion } from '@/lib/hooks/useFocusTrap';
import { fill } from '@/lib/i18n/fill';
import styles from './Slideshow.module.scss';

export interface SlideshowLabels {
  title: string;
  play: string;
  pause: string;
  goToSlide: string;
  counter: string;
}

/**
 * Immersive layout's full-screen slideshow: plays only with more than one image,
 * advances every 3 s with wrap and a progress bar; play/pause; clicking a dot jumps and pauses.
 * It starts paused for readers who ask for reduced motion.
 */
function subscribeMotion(onChange: () => void): () => void {
  const query = window.matchMedia('(prefers-reduced-motion: reduce)');
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function Slideshow({ images, labels }: { images: LightboxImage[]; labels: SlideshowLabels }) {
  const count = images.length;
  const [index, setIndex] = useState(0);
  // null until the reader chooses: then it plays unless they ask for reduced motion.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const reduced = useSyncExternalStore(subscribeMotion, prefersReducedMotion, () => false);
  const playing = chosen ?? !reduced;
  const setPlaying = (value: boolean) => setChosen(value);
  const [cycle, setCycle] = useState(0);

  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = window.setTimeout(() => {
      setIndex((i) => (i + 1) % count);
      setCycle((c) => c + 1);
    }, SLIDESHOW_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, count, cycle]);

  if (count < 2) return null;
  const image = images[index];
  return (
    <section className={styles.slideshow} aria-roledescription="carousel" aria-label={labels.title} data-testid="slideshow">
      {image && <Image key={image.src} src={image.src} alt={image.alt || image.title || ''} fill sizes="100vw" className={styles.slideImage} />}
      <div className={styles.slideOverlay}>
        {image?.title && <p className={styles.slideTitle}>{image.title}</p>}
        <p className={styles.slideCounter} aria-live={playing ? 'off' : 'polite'} data-testid="slide-counter">
          {fill(labels.counter, { current: index + 1, total: count })}
        </p>
        <div className={styles.slideControls}>
          <button
            type="button"
            className={styles.slidePlay}
            onClick={() => setPlaying(!playing)}
            aria-pressed={playing}
            data-testid="slide-play"
          >
            {playing ? labels.pause : labels.play}
          </button>
          <ul className={styles.slideDots}>
            {images.map((img, i) => (
              <li key={`${img.src}-${i}`}>
                <button
                  type="button"
                  className={styles.slideDot}
                  aria-label={fill(labels.goToSlide, { index: i + 1 })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => {
                    setIndex(i);
                    setPlaying(false);
                  }}
                >
                  <span aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.slideProgress} aria-hidden="true" data-testid="slide-progress">
          {playing && <span key={`${index}-${cycle}`} style={{ animationDuration: `${SLIDESHOW_INTERVAL_MS}ms` }} />}
        </div>
      </div>
    </section>
  );
}
