import { SEARCH_MAX_LENGTH } from '@/lib/constants';
import { SEARCH_TYPES, type SearchType } from '@/lib/cms/search-types';
import { filterValue, type ListState } from '@/lib/list-state/list-state';


/** The search page's state in the address: `/{lang}/search?q=…&type=news&page=2` (type only when not all). */
export const SEARCH_FILTERS = {
  q: filterValue.text(SEARCH_MAX_LENGTH),
  type: filterValue.oneOf(SEARCH_TYPES.filter((type) => type !== 'all')),
} as const;
export type SearchListState = ListState<keyof typeof SEARCH_FILTERS>;

export const searchTypeOf = (state: SearchListState): SearchType => (state.filters.type || 'all') as SearchType;
