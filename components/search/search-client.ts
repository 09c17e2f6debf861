import { useEffect, useState } from 'react';
import type { SearchResult, SearchType } from '@/lib/cms/schemas/search';
import { SEARCH_PAGE_SIZE } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { fetchJson } from '@/lib/http/fetch-json';
import { isSearchable } from '@/lib/search/searchable';

export interface SearchAnswer {
  results: SearchResult[];
  total: number;
}

/**
 * The SWR key of a search: the API address itself, or null (no request) for a query under
 * 2 characters. Each query has its own key, so a slow older answer can never replace a newer one.
 */
export function searchKey(input: { query: string; lang: Locale; type?: SearchType; page?: number; perPage?: number }): string | null {
  const q = input.query.trim();
  if (!isSearchable(q)) return null;
  const params = new URLSearchParams({ q, lang: input.lang });
  if (input.type && input.type !== 'all') params.set('type', input.type);
  if (input.page && input.page > 1) params.set('page', String(input.page));
  if (input.perPage && input.perPage !== SEARCH_PAGE_SIZE) params.set('per_page', String(input.perPage));
  return `/api/search?${params.toString()}`;
}

function isSearchAnswer(value: unknown): value is SearchAnswer {
  const answer = value as Partial<SearchAnswer> | null;
  return !!answer && Array.isArray(answer.results) && typeof answer.total === 'number';
}

export const fetchSearch = (url: string): Promise<SearchAnswer> => fetchJson(url, isSearchAnswer);

export const SWR_SEARCH_OPTIONS = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  keepPreviousData: false,
} as const;

/** The value after it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
