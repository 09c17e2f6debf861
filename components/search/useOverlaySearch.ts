'use client';

import useSWR from 'swr';
import { SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { isSearchable } from '@/lib/search/searchable';
import { fetchSearch, searchKey, SWR_SEARCH_OPTIONS, useDebouncedValue } from './search-client';

/** How many results the overlay lists before 'see all results'. */
const OVERLAY_RESULTS = 6;

/**
 * The overlay's search for what is typed: under 2 characters nothing is asked; typing is debounced
 * by 300 ms and each query is its own SWR key. `answer` is null until the answer to the query
 * as it stands has come.
 */
export function useOverlaySearch(query: string, lang: Locale) {
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const typing = query.trim() !== debounced;
  const key = typing ? null : searchKey({ query: debounced, lang, perPage: OVERLAY_RESULTS });
  const { data, error, isLoading, mutate } = useSWR(key, fetchSearch, SWR_SEARCH_OPTIONS);

  const trimmed = query.trim();
  const searchable = isSearchable(trimmed);
  return {
    trimmed,
    searchable,
    pending: searchable && (typing || isLoading),
    failed: Boolean(error),
    retry: () => void mutate(),
    answer: searchable && !typing && data ? data : null,
  };
}
