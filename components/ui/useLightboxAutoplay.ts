'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { LIGHTBOX_AUTOPLAY_MS, LIGHTBOX_TICK_MS } from '@/lib/constants';

/**
 * The news lightbox's slideshow: while playing, a 100 ms tick accumulates time and every 3000 ms
 * shows the next image; it stops at the last. `progress` (0..1) is the time to the next image.
 */
export function useLightboxAutoplay({ open, current, count, onIndexChange }: { open: boolean; current: number; count: number; onIndexChange: (index: number) => void }) {
  const [playing, setPlaying] = useState(false);
  const [progress, setProgress] = useState(0);
  const currentRef = useRef(current);

  useEffect(() => {
    currentRef.current = current;
  }, [current]);

  const stop = useCallback(() => {
    setPlaying(false);
    setProgress(0);
  }, []);

  const playPause = () => {
    setProgress(0);
    setPlaying((value) => !value && current < count - 1);
  };

  useEffect(() => {
    if (!open || !playing) return;
    let elapsed = 0;
    const timer = window.setInterval(() => {
      elapsed += LIGHTBOX_TICK_MS;
      if (elapsed >= LIGHTBOX_AUTOPLAY_MS) {
        elapsed = 0;
        const next = currentRef.current + 1;
        if (next <= count - 1) {
          // Ahead of the re-render: ticks that come before React's effects (a busy page, a
          // test's fake clock running many at once) must not show the same image twice.
          currentRef.current = next;
          onIndexChange(next);
        }
        if (next >= count - 1) {
          setPlaying(false);
          setProgress(0);
          return;
        }
      }
      setProgress(elapsed / LIGHTBOX_AUTOPLAY_MS);
    }, LIGHTBOX_TICK_MS);
    return () => window.clearInterval(timer);
  }, [open, playing, count, onIndexChange]);

  return { playing, progress, stop, playPause };
}
