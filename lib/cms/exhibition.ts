import { EXHIBITION_GALLERY_MAX_PAGES, GALLERY_PAGE_SIZE, REVALIDATE } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { cachedGetter } from '@/lib/cache/cached-getter';
import { fallbackGetter } from './fallback';
import { collectPages, everyItem, listPage } from './paging';
import {
  authorsSchema,
  photoGallerySchema,
  timelineEventsSchema,
  type Author,
  type GalleryImage,
  type PhotoGallery,
  type TimelineEvent,
} from './schemas';
import { tags } from './tags';
import { cmsGet, ns } from './transport';

const loadTimeline = cachedGetter(
  'timeline-events',
  async (lang: Locale) => everyItem((page) => cmsGet(timelineEventsSchema, ns('timeline-events'), { lang, ...listPage(page) })),
  { revalidate: REVALIDATE.lists, tags: (lang) => [tags.timeline(lang)] },
);
/** Part 2 §8: a timeline failure is logged and gives an empty list. */
export const getTimelineEvents = fallbackGetter('getTimelineEvents', [], (lang: Locale): Promise<TimelineEvent[]> => loadTimeline(lang));

const loadAuthors = cachedGetter(
  'authors',
  async (lang: Locale) => everyItem((page) => cmsGet(authorsSchema, ns('authors'), { lang, ...listPage(page) })),
  { revalidate: REVALIDATE.lists, tags: (lang) => [tags.authors(lang)] },
);
/** Part 2 §8: authors' fetch errors are logged only; the section shows 'No authors found.'. */
export const getAuthors = fallbackGetter('getAuthors', [], (lang: Locale): Promise<Author[]> => loadAuthors(lang));

const loadGallery = cachedGetter(
  'photo-gallery',
  async (lang: Locale, page: number, perPage: number): Promise<PhotoGallery> =>
    (await cmsGet(photoGallerySchema, ns('photo-gallery'), { lang, page, per_page: perPage })).data,
  { revalidate: REVALIDATE.lists, tags: (lang) => [tags.gallery(lang)] },
);
/**
 * The exhibition's photos, read a page at a time up to EXHIBITION_GALLERY_MAX_PAGES. Part 2 §8:
 * fetch errors are logged only; an empty gallery shows the built-in default images.
 */
export const getPhotoGallery = fallbackGetter(
  'getPhotoGallery',
  [],
  (lang: Locale): Promise<GalleryImage[]> =>
    collectPages(async (page) => {
      const answer = await loadGallery(lang, page, GALLERY_PAGE_SIZE * 4);
      return { items: answer.items, hasMore: answer.pagination.has_more };
    }, EXHIBITION_GALLERY_MAX_PAGES),
);

