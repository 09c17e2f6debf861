import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { SearchPageView, type SearchOutcome } from '@/components/search/SearchPageView';
import { NOT_FOUND, type NotFound } from '@/lib/cms/fallback';
import { findSearchResults } from '@/lib/cms/search';
import { SEARCH_PAGE_SIZE } from '@/lib/constants';
import { notFoundMetadata } from '@/lib/navigation/not-found';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { isFiltered, listHref } from '@/lib/list-state/list-state';
import { listPageHead } from '@/lib/list-state/list-head';
import { SEARCH_FILTERS, searchTypeOf, type SearchListState } from '@/lib/search/list-filters';
import { SEARCH_MAX_PAGE } from '@/lib/search/query';
import { isSearchable } from '@/lib/search/searchable';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Resolved = SearchOutcome | NotFound;

/**
 * `/{lang}/search` for one state of its address: the bare page is static (search/page.tsx), a
 * search is search/~view/[state] (rendered on first request, then cached). A page number that is not one, or past the last page
 * of the results, is the site's 404. A failed CMS search is an honest error with a retry, never
 * invented results, and is not kept.
 */
async function resolve(lang: Locale, state: SearchListState & { valid: boolean }): Promise<Resolved> {
  if (!state.valid || state.page > SEARCH_MAX_PAGE) return NOT_FOUND;
  const q = state.filters.q;
  if (!q || !isSearchable(q)) return state.page > 1 ? NOT_FOUND : { kind: q ? 'too-short' : 'prompt' };
  const searched = await findSearchResults({ query: q, type: searchTypeOf(state), lang, page: state.page, perPage: SEARCH_PAGE_SIZE });
  if (searched.kind !== 'found') return searched;
  const answer = searched.value;
  const totalPages = Math.ceil(answer.total / SEARCH_PAGE_SIZE);
  if (state.page > 1 && state.page > totalPages) return NOT_FOUND;
  return { kind: 'results', answer, totalPages };
}

export async function searchMetadata(lang: Locale, state: SearchListState & { valid: boolean }): Promise<Metadata> {
  if (!state.valid || (state.page > 1 && (await resolve(lang, state)).kind === 'not-found')) return notFoundMetadata(lang, 'page');
  return pageMetadata({ lang, texts: getDictionary(lang).search.page, ...listPageHead(lang, listHref('/search', SEARCH_FILTERS, state), null, state, isFiltered(state)), noindex: true });
}

export async function searchPage(lang: Locale, state: SearchListState & { valid: boolean }): Promise<ReactNode> {
  const outcome = await resolve(lang, state);
  if (outcome.kind === 'not-found') return <NotFoundPage lang={lang} />;
  return <SearchPageView lang={lang} texts={getDictionary(lang).search} state={state} outcome={outcome} />;
}
