import { REVALIDATE } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { filterResources } from '@/lib/cms/rules/library-list';
import { cachedGetter } from '@/lib/cache/cached-getter';
import { fallbackGetter, lookupGetter } from './fallback';
import { askedPage, pageParams } from './paging';
import { libraryListSchema, libraryPageSchema, type LibraryList, type LibraryPage, type LibraryResource } from './schemas';
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
export const getLibrary = fallbackGetter(
  'getLibrary',
  EMPTY_LIBRARY,
  (lang: Locale, options: { limit?: number; category?: string } = {}): Promise<LibraryList> => loadLibrary(lang, options.limit, options.category ?? 'all'),
);

const loadLibraryPage = cachedGetter(
  'library-page',
  async (lang: Locale) => (await cmsGet(libraryPageSchema, ns('page/library'), { lang })).data,
  { revalidate: REVALIDATE.pages, tags: (lang) => [tags.page('library', lang), tags.library(lang)] },
);
export const findLibraryPage = lookupGetter('findLibraryPage', (lang: Locale): Promise<LibraryPage> => loadLibraryPage(lang));

/** One page of the library list, filtered how. */
export interface LibraryQuery {
  page: number;
  perPage: number;
  category: number | null;
  /** Searched in the title, the category and the description; '' for none. */
  search: string;
}

export interface LibraryRows {
  resources: LibraryResource[];
  /** Matching resources, all pages. */
  total: number;
  totalPages: number;
}

/**
 * One page of resources, newest first, filtered and paged by the CMS. A CMS without the paged
 * form answers every resource (no X-WP-Total): the page is then cut here, by the same rules.
 */
const loadLibraryRows = cachedGetter(
  'library-rows',
  async (lang: Locale, query: LibraryQuery): Promise<LibraryRows> => {
    const filters = { category: query.category ?? undefined, search: query.search.trim() };
    const answer = await cmsGet(libraryListSchema, ns('library'), { lang, ...pageParams(query), ...filters });
    const { items, total, totalPages } = askedPage(answer, answer.data.resources, query, (all) =>
      filterResources(all, { category: query.category ?? 'all', query: query.search }),
    );
    return { resources: items, total, totalPages };
  },
  { revalidate: REVALIDATE.lists, tags: (lang) => [tags.library(lang)] },
);
export const getLibraryRows = fallbackGetter(
  'getLibraryRows',
  { resources: [], total: 0, totalPages: 0 },
  (lang: Locale, query: LibraryQuery): Promise<LibraryRows> => loadLibraryRows(lang, query),
);
