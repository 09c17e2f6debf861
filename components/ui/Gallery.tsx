'use client';

import Image from 'next/image';
import { useState } from 'react';
import type { LightboxImage, LightboxLabels } from '@/components/ui/Lightbox';
import { LazyLightbox, warmLightbox } from '@/components/ui/LazyLightbox';
import { Pagination } from '@/components/ui/Pagination';
import { GALLERY_PAGE_SIZE } from '@/lib/constants';
import { galleryPage, withSource, type GalleryItem } from '@/lib/exhibition/gallery';
import { fill } from '@/lib/i18n/fill';
import { meaningfulDescription } from '@/lib/media/describe';
import styles from './Gallery.module.scss';

export interface GalleryLabels {
  label: string;
  openImage: string;
  untitled: string;
  pages: string;
  goToPage: string;
  previous: string;
  next: string;
  lightbox: LightboxLabels;
}

/**
 * Photo gallery component: a 2/4/8-column grid, 16 per page by default, page
 * dots 'Go to page N'; a click opens the full-screen lightbox whose previous and next wrap around.
 * Images without a source are never rendered.
 */
export function Gallery({ items, labels, pageSize = GALLERY_PAGE_SIZE }: { items: GalleryItem[]; labels: GalleryLabels; pageSize?: number }) {
  const images = withSource(items);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const current = galleryPage(images, page, pageSize);
  const firstIndex = (current.page - 1) * pageSize;
  const titleOf = (item: GalleryItem, index: number) => item.title || fill(labels.untitled, { number: index + 1 });

  const lightboxImages: LightboxImage[] = images.map((item, index) => ({
    src: item.src,
    alt: titleOf(item, index),
    title: item.title,
    description: meaningfulDescription(item.shortDescription),
    descriptionHtml: item.fullDescriptionHtml || undefined,
    photographer: item.photographer || undefined,
  }));

  if (images.length === 0) return null;

  return (
    <div className={styles.gallery}>
      <ul className={styles.grid} aria-label={labels.label} {...warmLightbox}>
        {current.items.map((item, offset) => {
          const index = firstIndex + offset;
          const caption = meaningfulDescription(item.shortDescription);
          return (
            <li key={item.id} className={styles.cell}>
              <button
                type="button"
                className={styles.thumb}
                onClick={() => setOpen(index)}
                // The name holds what the overlay shows (always, on touch screens): title and caption.
                aria-label={[fill(labels.openImage, { title: titleOf(item, index) }), caption].filter(Boolean).join(', ')}
                aria-haspopup="dialog"
              >
                <Image
                  src={item.src}
                  alt=""
                  fill
                  sizes="(min-width: 1280px) 12vw, (min-width: 768px) 25vw, 50vw"
                  className={styles.image}
                />
                <span className={styles.overlay} aria-hidden="true">
                  {item.title && <span className={styles.title}>{item.title}</span>}{' '}
                  {caption && <span className={styles.caption}>{caption}</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ul>

      <Pagination
        page={current.page}
        totalPages={current.pageCount}
        labels={{ nav: labels.pages, page: labels.goToPage, previous: labels.previous, next: labels.next }}
        target={{ onSelect: setPage }}
      />

      <LazyLightbox images={lightboxImages} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} labels={labels.lightbox} wrap />
    </div>
  );
}
