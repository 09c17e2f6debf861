import { useEffect, useState } from 'react';
import type { SearchResult, SearchType } from '@/lib/cms/schemas/search';
import { SEARCH_PAGE_SIZE } from '@/lib/constants';
import { encodePath } from '@/lib/http/decode-param';
import type { Locale } from '@/lib/i18n/locales';
import { isSearchable } from '@/lib/search/searchable';

export interface SearchAnswer {
  results: SearchResult[];
  total: number;
}

/** An answer of /api/search that is not ok: the error SWR exposes. */
class SearchRequestError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'SearchRequestError';
    this.status = status;
  }
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

export async function fetchSearch(url: string): Promise<SearchAnswer> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    throw new SearchRequestError(response.status, typeof body?.error === 'string' ? body.error : `HTTP ${response.status}`);
  }
  return (await response.json()) as SearchAnswer;
}

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

/** The excerpt split around the first occurrence of the highlighted words, for a <mark>. */
export function splitHighlight(excerpt: string, highlight: string): [string, string, string] | null {
  const needle = highlight.trim();
  if (!needle) return null;
  const at = excerpt.toLocaleLowerCase().indexOf(needle.toLocaleLowerCase());
  if (at < 0) return null;
  return [excerpt.slice(0, at), excerpt.slice(at, at + needle.length), excerpt.slice(at + needle.length)];
}

/** A result address: a site path as given, an absolute address of this site reduced to its path. */
export function resultHref(url: string, lang: Locale): string {
  if (!url) return `/${lang}`;
  if (url.startsWith('/')) return encodePath(url);
  try {
    const parsed = new URL(url);
    if (typeof window !== 'undefined' && parsed.origin === window.location.origin) return `${parsed.pathname}${parsed.search}`;
  } catch {
    return `/${lang}`;
  }
  return url;
}
