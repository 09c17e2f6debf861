'use client';

import { useCallback, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap, useScrollLock } from '@/lib/hooks/useFocusTrap';
import { fill } from '@/lib/i18n/fill';
import { stepIndex } from '@/lib/media/lightbox';
import { LightboxCaption } from './LightboxCaption';
import { LightboxToolbar } from './LightboxToolbar';
import { useLightboxAutoplay } from './useLightboxAutoplay';
import styles from './Lightbox.module.scss';

export interface LightboxImage {
  src: string;
  alt?: string;
  title?: string;
  /** Short plain-text description; 2 characters or fewer are ignored. */
  description?: string;
  /** Longer description as sanitised HTML (the caller sanitises on the server). */
  descriptionHtml?: string;
  photographer?: string;
}

export interface LightboxLabels {
  dialog: string;
  close: string;
  previous: string;
  next: string;
  restart: string;
  play: string;
  pause: string;
  counter: string;
  photoBy: string;
}

interface Props {
  images: LightboxImage[];
  /** The open image, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  labels: LightboxLabels;
  /** Gallery: previous/next wrap around. News: bounded by the first and last image. */
  wrap?: boolean;
  /** News: autoplay every 3000 ms on a 100 ms tick with restart; stops at the last image. */
  autoplay?: boolean;
}

/**
 * Full-screen image viewer: Escape closes, arrow keys navigate, focus is trapped while open and
 * returned to the opener on close, page scroll is locked.
 */
export function Lightbox({ images, index, onIndexChange, onClose, labels, wrap = false, autoplay = false }: Props) {
  const open = index !== null && images.length > 0;
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const current = open ? Math.min(Math.max(index, 0), count - 1) : 0;

  useFocusTrap(dialogRef, open, closeRef);
  useScrollLock(open);
  const slideshow = useLightboxAutoplay({ open, current, count, onIndexChange });
  const stopAutoplay = slideshow.stop;

  const close = useCallback(() => {
    stopAutoplay();
    onClose();
  }, [stopAutoplay, onClose]);

  const go = useCallback(
    (delta: 1 | -1) => {
      stopAutoplay(); // manual navigation stops autoplay
      onIndexChange(stepIndex(current, delta, count, wrap));
    },
    [current, count, wrap, onIndexChange, stopAutoplay],
  );

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        go(1);
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        go(-1);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, go, close]);

  if (!open || typeof document === 'undefined') return null;
  const image = images[current];
  if (!image) return null;
  const atFirst = !wrap && current === 0;
  const atLast = !wrap && current === count - 1;
  const restart = () => {
    stopAutoplay();
    onIndexChange(0);
  };

  return createPortal(
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && close()}>
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-label={labels.dialog}>
        <LightboxToolbar
          counter={fill(labels.counter, { current: current + 1, total: count })}
          slideshow={autoplay && count > 1 ? { playing: slideshow.playing, onPlayPause: slideshow.playPause, onRestart: restart } : null}
          labels={labels}
          closeRef={closeRef}
          onClose={close}
        />
        {autoplay && slideshow.playing && (
          <div className={styles.progress} aria-hidden="true">
            <span style={{ transform: `scaleX(${Math.min(slideshow.progress, 1)})` }} />
          </div>
        )}
        <div className={styles.stage}>
          <button type="button" className={`${styles.nav} ${styles.prev}`} onClick={() => go(-1)} disabled={atFirst} aria-label={labels.previous}>
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" />
            </svg>
          </button>
          {/* eslint-disable-next-line @next/next/no-img-element -- CMS images of unknown size, shown whole */}
          <img className={styles.image} src={image.src} alt={image.alt ?? image.title ?? ''} />
          <button type="button" className={`${styles.nav} ${styles.next}`} onClick={() => go(1)} disabled={atLast} aria-label={labels.next}>
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" />
            </svg>
          </button>
        </div>
        <LightboxCaption image={image} photoBy={labels.photoBy} />
      </div>
    </div>,
    document.body,
  );
}
