import { RECENT_SEARCHES_KEPT } from '@/lib/constants';

/** Where the browser keeps recent searches (one list for both languages). */
export const RECENT_SEARCHES_KEY = 'recent-searches';

/**
 * Recent searches are "kept locally, at most 5": the newest first, a repeated
 * query (compared case-insensitively, trimmed) moves to the front instead of appearing twice.
 */
export function addRecentSearch(list: readonly string[], query: string, max = RECENT_SEARCHES_KEPT): string[] {
  const trimmed = query.trim().replace(/\s+/g, ' ');
  if (!trimmed) return list.slice(0, max);
  const key = trimmed.toLocaleLowerCase();
  return [trimmed, ...list.filter((item) => item.trim().toLocaleLowerCase() !== key)].slice(0, max);
}

/** Reads a stored list defensively: anything that is not a list of strings counts as empty. */
export function parseRecentSearches(stored: string | null, max = RECENT_SEARCHES_KEPT): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').slice(0, max);
  } catch {
    return [];
  }
}

export function loadRecentSearches(storage: Pick<Storage, 'getItem'> | null): string[] {
  try {
    return parseRecentSearches(storage?.getItem(RECENT_SEARCHES_KEY) ?? null);
  } catch {
    return [];
  }
}

/** Adds a query and stores the list; storage failures (private mode, quota) are ignored. */
export function rememberSearch(storage: Pick<Storage, 'getItem' | 'setItem'> | null, query: string): string[] {
  const next = addRecentSearch(loadRecentSearches(storage), query);
  try {
    storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    /* storage unavailable: the list lives for this page only */
  }
  return next;
}
