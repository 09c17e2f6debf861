'use client';

import { useEffect, useState, type RefObject } from 'react';
import styles from './Article.module.scss';

/** How far through an element the reader has scrolled, 0..1. */
export function useScrollProgress(target: RefObject<HTMLElement | null> | null): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = target?.current ?? document.documentElement;
      const rect = element.getBoundingClientRect();
      const total = target ? rect.height - window.innerHeight : element.scrollHeight - window.innerHeight;
      const done = target ? -rect.top : window.scrollY;
      setProgress(total <= 0 ? 1 : Math.min(1, Math.max(0, done / total)));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [target]);
  return progress;
}

/** Default layout: a bar at the top of the window showing how much of the page has been read. */
export function ReadingProgress({ label }: { label: string }) {
  const progress = useScrollProgress(null);
  const percent = Math.round(progress * 100);
  return (
    <div
      className={styles.readingProgress}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-testid="reading-progress"
    >
      <span className={styles.readingProgressBar} style={{ transform: `scaleX(${progress})` }} />
    </div>
  );
}
