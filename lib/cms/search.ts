import { REVALIDATE } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { cachedGetter } from '@/lib/cache/cached-getter';
import { lookupGetter } from './fallback';
import { searchResponseSchema, type SearchResponse, type SearchType } from './schemas';
import { tags } from './tags';
import { cmsGet, ns } from './transport';

export interface SearchParams {
  query: string;
  type: SearchType;
  lang: Locale;
  page: number;
  perPage: number;
}

/** The CMS search, cached briefly per query. */
const loadSearch = cachedGetter(
  'search',
  async (params: SearchParams): Promise<SearchResponse> =>
    (
      await cmsGet(searchResponseSchema, ns('search'), {
        query: params.query,
        type: params.type,
        lang: params.lang,
        page: params.page,
        per_page: params.perPage,
      })
    ).data,
  { revalidate: REVALIDATE.search, tags: () => [tags.search] },
);

/**
 * A search: `unavailable` when it failed, which the search page and API show as an honest error
 * rather than the original site's invented sample results.
 */
export const findSearchResults = lookupGetter('findSearchResults', (params: SearchParams): Promise<SearchResponse> => loadSearch(params));
