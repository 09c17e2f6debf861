'use client';

import Image from 'next/image';
import { useState } from 'react';
import useSWRMutation from 'swr/mutation';
import type { LightboxLabels } from '@/components/ui/Lightbox';
import { LazyLightbox, warmLightbox } from '@/components/ui/LazyLightbox';
import type { TeamGalleryItem } from '@/lib/cms/schemas';
import { fetchJson } from '@/lib/http/fetch-json';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import { appendPage, initialGallery, nextGalleryAction, revealLoaded, type GalleryState } from '@/lib/team/gallery';
import styles from './TeamGallery.module.scss';

export interface TeamGalleryLabels {
  loadMore: string;
  loading: string;
  empty: string;
  comingSoon: string;
  openPhoto: string;
  untitledPhoto: string;
  lightbox: LightboxLabels;
}

interface GalleryPageAnswer {
  items: TeamGalleryItem[];
  hasMore: boolean;
}

function isGalleryPage(value: unknown): value is GalleryPageAnswer {
  const v = value as Partial<GalleryPageAnswer> | null;
  return !!v && Array.isArray(v.items) && typeof v.hasMore === 'boolean';
}

/**
 * 3 shown first; the first 'load more' reveals the rest of the first batch of 6;
 * later clicks fetch the next page through our API while the server says more exist.
 * "Team gallery load errors are only logged".
 */
export function TeamGallery({
  lang,
  initial,
  labels,
}: {
  lang: Locale;
  initial: GalleryPageAnswer;
  labels: TeamGalleryLabels;
}) {
  const [state, setState] = useState<GalleryState<TeamGalleryItem>>(() => initialGallery(initial.items, initial.hasMore));
  const [open, setOpen] = useState<number | null>(null);

  const shown = state.items.slice(0, state.visible);
  const withImages = shown.filter((i): i is TeamGalleryItem & { image: string } => i.image !== null);
  const action = nextGalleryAction(state);

  const { trigger, isMutating: loading } = useSWRMutation(`/api/team-gallery?lang=${lang}&page=${state.nextPage}`, (url: string) => fetchJson(url, isGalleryPage));

  async function loadMore() {
    if (action === 'reveal') {
      setState(revealLoaded);
      return;
    }
    if (action !== 'fetch' || loading) return;
    try {
      const page = await trigger();
      setState((current) => appendPage(current, page));
    } catch (error) {
      console.error('[team-gallery]', `page ${state.nextPage}:`, error instanceof Error ? error.message : error);
    }
  }

  if (state.items.length === 0) {
    return (
      <div className={styles.galleryEmpty} data-testid="gallery-empty">
        <p className={styles.galleryEmptyTitle}>{labels.empty}</p>
        <p>{labels.comingSoon}</p>
      </div>
    );
  }

  return (
    <>
      <ul className={styles.gallery} data-testid="team-gallery" {...warmLightbox}>
        {shown.map((item, index) => {
          const title = item.title || fill(labels.untitledPhoto, { number: index + 1 });
          const lightboxIndex = withImages.findIndex((i) => i.id === item.id);
          return (
            <li key={item.id} className={styles.galleryItem}>
              {item.image ? (
                <button type="button" className={styles.galleryButton} onClick={() => setOpen(lightboxIndex)} aria-label={fill(labels.openPhoto, { title })}>
                  <Image src={item.image} alt="" fill sizes="(min-width: 1024px) 380px, (min-width: 768px) 45vw, 90vw" />
                </button>
              ) : (
                <div className={styles.galleryPlaceholder} aria-hidden="true" />
              )}
              <div className={styles.galleryCaption}>
                <p className={styles.galleryTitle}>{title}</p>
                {item.description && <p className={styles.galleryDescription}>{item.description}</p>}
              </div>
            </li>
          );
        })}
      </ul>
      {action !== 'none' && (
        <div className={styles.galleryMore}>
          <button type="button" className={styles.loadMore} onClick={loadMore} disabled={loading} aria-busy={loading}>
            {loading ? labels.loading : labels.loadMore}
          </button>
        </div>
      )}
      <p className="visually-hidden" role="status">
        {loading ? labels.loading : ''}
      </p>
      <LazyLightbox
        images={withImages.map((i) => ({ src: i.image, alt: i.title, title: i.title, description: i.description }))}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        labels={labels.lightbox}
        wrap
      />
    </>
  );
}
