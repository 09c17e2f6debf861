import { useEffect } from 'react';

/**
 * Runs `measure` once, then at most once a frame while the page scrolls or the window resizes.
 * `measure` should be stable (useCallback): a new function starts over.
 */
export function useScrollFrame(measure: () => void): void {
  useEffect(() => {
    let frame = 0;
    const run = () => {
      frame = 0;
      measure();
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(run);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [measure]);
}
