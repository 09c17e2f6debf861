import { GALLERY_PAGE_SIZE, REVALIDATE } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { cachedGetter } from '@/lib/cache/cached-getter';
import { withFallback } from './fallback';
import { everyItem, listPage } from './paging';
import {
  authorsSchema,
  photoGallerySchema,
  timelineEventsSchema,
  type Author,
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
export const getTimelineEvents = (lang: Locale): Promise<TimelineEvent[]> =>
  withFallback('getTimelineEvents', [], () => loadTimeline(lang));

const loadAuthors = cachedGetter(
  'authors',
  async (lang: Locale) => everyItem((page) => cmsGet(authorsSchema, ns('authors'), { lang, ...listPage(page) })),
  { revalidate: REVALIDATE.lists, tags: (lang) => [tags.authors(lang)] },
);
/** Photo exhibition authors rethrow (the exhibition page catches, logs and shows 'No authors found.'). */
export const getAuthors = (lang: Locale): Promise<Author[]> => loadAuthors(lang);

const loadGallery = cachedGetter(
  'photo-gallery',
  async (lang: Locale, page: number, perPage: number) =>
    (await cmsGet(photoGallerySchema, ns('photo-gallery'), { lang, page, per_page: perPage })).data,
  { revalidate: REVALIDATE.lists, tags: (lang) => [tags.gallery(lang)] },
);
/** Photo exhibition gallery; rethrows like the rest of the exhibition. */
export const getPhotoGallery = (lang: Locale, page = 1, perPage = GALLERY_PAGE_SIZE * 4): Promise<PhotoGallery> =>
  loadGallery(lang, page, perPage);

