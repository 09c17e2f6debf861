'use client';

import Image from 'next/image';
import { useRef, useState, type ReactNode } from 'react';
import type { LightboxImage, LightboxLabels } from '@/components/ui/Lightbox';
import { LazyLightbox, warmLightbox } from '@/components/ui/LazyLightbox';
import { fill } from '@/lib/i18n/fill';
import { useScrollProgress } from './ReadingProgress';
import styles from './StickyImagePanel.module.scss';

/**
 * Split-screen layout: the text scrolls on one side while a sticky panel on the other shows the
 * image matching how far the reader has got, with a counter and a progress bar.
 */
export function StickyImagePanel({
  images,
  children,
  counter,
  openImage,
  labels,
}: {
  images: LightboxImage[];
  children: ReactNode;
  counter: string;
  openImage: string;
  labels: LightboxLabels;
}) {
  const container = useRef<HTMLDivElement>(null);
  const progress = useScrollProgress(container);
  const [open, setOpen] = useState<number | null>(null);
  const count = images.length;
  const current = Math.min(count - 1, Math.floor(progress * count));
  const image = images[current];
  return (
    <div ref={container} className={styles.split}>
      <div className={styles.splitText}>{children}</div>
      {image && (
        // Part of the article, not a landmark of its own (axe: landmark-complementary-is-top-level).
        <div className={styles.splitPanel} data-testid="sticky-panel">
          <div className={styles.splitSticky} {...warmLightbox}>
            <button
              type="button"
              className={styles.splitImageButton}
              onClick={() => setOpen(current)}
              aria-label={fill(openImage, { index: current + 1, total: count, title: image.title || image.alt || '' })}
            >
              <Image key={image.src} src={image.src} alt="" fill sizes="(min-width: 1024px) 50vw, 100vw" className={styles.splitImage} />
            </button>
            <div className={styles.splitMeta}>
              <span data-testid="sticky-counter" aria-live="polite">
                {fill(counter, { current: current + 1, total: count })}
              </span>
              {image.title && <span className={styles.splitCaption}>{image.title}</span>}
            </div>
            <div className={styles.splitProgress} aria-hidden="true">
              <span style={{ transform: `scaleX(${count > 0 ? (current + 1) / count : 0})` }} data-testid="sticky-progress" />
            </div>
          </div>
        </div>
      )}
      <LazyLightbox images={images} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} labels={labels} autoplay />
    </div>
  );
}
