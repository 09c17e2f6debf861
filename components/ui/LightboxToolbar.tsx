import type { Ref } from 'react';
import type { LightboxLabels } from './Lightbox';
import styles from './Lightbox.module.scss';

interface Props {
  counter: string;
  /** The slideshow's play/pause and restart buttons; null where there is no slideshow. */
  slideshow: { playing: boolean; onPlayPause: () => void; onRestart: () => void } | null;
  labels: LightboxLabels;
  closeRef: Ref<HTMLButtonElement>;
  onClose: () => void;
}

/** The lightbox's top bar: which image of how many, the slideshow's buttons and the close button. */
export function LightboxToolbar({ counter, slideshow, labels, closeRef, onClose }: Props) {
  return (
    <div className={styles.toolbar}>
      <p className={styles.counter} aria-live="polite">
        {counter}
      </p>
      <div className={styles.toolbarButtons}>
        {slideshow && (
          <>
            <button type="button" className={styles.tool} onClick={slideshow.onPlayPause} aria-pressed={slideshow.playing}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                {slideshow.playing ? <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="3" /> : <path d="M7 4.5v15l12-7.5z" fill="currentColor" />}
              </svg>
              <span className={styles.toolLabel}>{slideshow.playing ? labels.pause : labels.play}</span>
            </button>
            <button type="button" className={styles.tool} onClick={slideshow.onRestart}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M5 5v5h5M5.6 10A7 7 0 1 1 5 13" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
              <span className={styles.toolLabel}>{labels.restart}</span>
            </button>
          </>
        )}
        <button ref={closeRef} type="button" className={styles.close} onClick={onClose} aria-label={labels.close}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}
