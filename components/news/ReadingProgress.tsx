'use client';

import { useCallback, useState, type RefObject } from 'react';
import { useScrollFrame } from '@/lib/hooks/useScrollFrame';
import styles from './ReadingProgress.module.scss';

/** How far through an element the reader has scrolled, 0..1. */
export function useScrollProgress(target: RefObject<HTMLElement | null> | null): number {
  const [progress, setProgress] = useState(0);
  const measure = useCallback(() => {
    const element = target?.current ?? document.documentElement;
    const rect = element.getBoundingClientRect();
    const total = target ? rect.height - window.innerHeight : element.scrollHeight - window.innerHeight;
    const done = target ? -rect.top : window.scrollY;
    setProgress(total <= 0 ? 1 : Math.min(1, Math.max(0, done / total)));
  }, [target]);
  useScrollFrame(measure);
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
