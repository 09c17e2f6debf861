import { SEARCH_MIN_LENGTH } from '@/lib/constants';

/**
 * True when a typed query is long enough to search (trimmed). Apart from lib/search/query.ts,
 * whose zod schema the search overlay (a client chunk) does not need.
 */
export function isSearchable(query: string): boolean {
  return query.trim().length >= SEARCH_MIN_LENGTH;
}
