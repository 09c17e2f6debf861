'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { LIGHTBOX_AUTOPLAY_MS, LIGHTBOX_TICK_MS } from '@/lib/constants';
import { useFocusTrap, useScrollLock } from '@/lib/hooks/useFocusTrap';
import { fill } from '@/lib/i18n/fill';
import { meaningfulDescription } from '@/lib/media/describe';
import { stepIndex } from '@/lib/media/lightbox';
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
  const [playing, setPlaying] = useState(false);
  const [progress, setProgress] = useState(0);
  const count = images.length;
  const current = open ? Math.min(Math.max(index, 0), count - 1) : 0;
  const currentRef = useRef(current);

  useEffect(() => {
    currentRef.current = current;
  }, [current]);

  useFocusTrap(dialogRef, open, closeRef);
  useScrollLock(open);

  const stopAutoplay = useCallback(() => {
    setPlaying(false);
    setProgress(0);
  }, []);

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

  // Autoplay: a 100 ms tick accumulates time; every 3000 ms the next image; stops at the last.
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
  const description = meaningfulDescription(image.description);
  const atFirst = !wrap && current === 0;
  const atLast = !wrap && current === count - 1;

  return createPortal(
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && close()}>
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-label={labels.dialog}>
        <div className={styles.toolbar}>
          <p className={styles.counter} aria-live="polite">
            {fill(labels.counter, { current: current + 1, total: count })}
          </p>
          <div className={styles.toolbarButtons}>
            {autoplay && count > 1 && (
              <>
                <button
                  type="button"
                  className={styles.tool}
                  onClick={() => {
                    setProgress(0);
                    setPlaying((value) => !value && current < count - 1);
                  }}
                  aria-pressed={playing}
                >
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                    {playing ? <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="3" /> : <path d="M7 4.5v15l12-7.5z" fill="currentColor" />}
                  </svg>
                  <span className={styles.toolLabel}>{playing ? labels.pause : labels.play}</span>
                </button>
                <button
                  type="button"
                  className={styles.tool}
                  onClick={() => {
                    stopAutoplay();
                    onIndexChange(0);
                  }}
                >
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                    <path d="M5 5v5h5M5.6 10A7 7 0 1 1 5 13" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                  </svg>
                  <span className={styles.toolLabel}>{labels.restart}</span>
                </button>
              </>
            )}
            <button ref={closeRef} type="button" className={styles.close} onClick={close} aria-label={labels.close}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
        </div>
        {autoplay && playing && (
          <div className={styles.progress} aria-hidden="true">
            <span style={{ transform: `scaleX(${Math.min(progress, 1)})` }} />
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
        {(image.title || description || image.descriptionHtml || image.photographer) && (
          <div className={styles.caption}>
            {image.title && <p className={styles.title}>{image.title}</p>}
            {description && <p className={styles.description}>{description}</p>}
            {image.descriptionHtml && (
              <div className={styles.fullDescription} dangerouslySetInnerHTML={{ __html: image.descriptionHtml }} />
            )}
            {image.photographer && <p className={styles.credit}>{fill(labels.photoBy, { photographer: image.photographer })}</p>}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
