'use client';

import Image from 'next/image';
import { useState } from 'react';
import type { LightboxImage, LightboxLabels } from '@/components/ui/Lightbox';
import { LazyLightbox, warmLightbox } from '@/components/ui/LazyLightbox';
import { fill } from '@/lib/i18n/fill';
import styles from './ImageGallery.module.scss';

const MOSAIC_TILES = 5;

/**
 * The article's images opening the news lightbox (bounded, with autoplay). 'strip' shows every
 * image as a thumbnail; 'mosaic' (grid-mosaic layout) shows a photo grid and 'View all (count)'.
 */
export function ImageGallery({
  images,
  variant,
  title,
  viewAll,
  openImage,
  labels,
}: {
  images: LightboxImage[];
  variant: 'strip' | 'mosaic';
  title: string;
  viewAll: string;
  openImage: string;
  labels: LightboxLabels;
}) {
  const [index, setIndex] = useState<number | null>(null);
  if (images.length === 0) return null;
  const tiles = variant === 'mosaic' ? images.slice(0, MOSAIC_TILES) : images;
  return (
    <section className={styles.gallery} aria-label={title} data-testid={`gallery-${variant}`}>
      <h2 className={styles.galleryTitle}>{title}</h2>
      <ul className={variant === 'mosaic' ? styles.mosaic : styles.strip} {...warmLightbox}>
        {tiles.map((image, i) => (
          <li key={`${image.src}-${i}`} className={styles.tile}>
            <button
              type="button"
              className={styles.tileButton}
              onClick={() => setIndex(i)}
              aria-label={fill(openImage, { index: i + 1, total: images.length, title: image.title || image.alt || '' })}
            >
              <Image src={image.src} alt="" fill sizes="(min-width: 1024px) 33vw, 50vw" className={styles.tileImage} />
            </button>
          </li>
        ))}
      </ul>
      {variant === 'mosaic' && (
        <button type="button" className={styles.viewAll} onClick={() => setIndex(0)}>
          {fill(viewAll, { count: images.length })}
        </button>
      )}
      <LazyLightbox images={images} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} labels={labels} autoplay />
    </section>
  );
}
