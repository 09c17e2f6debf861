import { REVALIDATE } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { cachedGetter } from '@/lib/cache/cached-getter';
import { withFallback } from './fallback';
import { libraryListSchema, libraryPageSchema, type LibraryList, type LibraryPage } from './schemas';
import { tags } from './tags';
import { cmsGet, ns } from './transport';

const loadLibrary = cachedGetter(
  'library',
  async (lang: Locale, limit: number | undefined, category: string) =>
    (
      await cmsGet(libraryListSchema, ns('library'), {
        lang,
        limit,
        category: category === 'all' ? undefined : category,
      })
    ).data,
  { revalidate: REVALIDATE.lists, tags: (lang) => [tags.library(lang)] },
);
export const EMPTY_LIBRARY: LibraryList = { resources: [], translations: {} };
export const getLibrary = (lang: Locale, options: { limit?: number; category?: string } = {}): Promise<LibraryList> =>
  withFallback('getLibrary', EMPTY_LIBRARY, () => loadLibrary(lang, options.limit, options.category ?? 'all'));

const loadLibraryPage = cachedGetter(
  'library-page',
  async (lang: Locale) => (await cmsGet(libraryPageSchema, ns('page/library'), { lang })).data,
  { revalidate: REVALIDATE.pages, tags: (lang) => [tags.page('library', lang), tags.library(lang)] },
);
export const getLibraryPage = (lang: Locale): Promise<LibraryPage | null> =>
  withFallback('getLibraryPage', null, () => loadLibraryPage(lang));
