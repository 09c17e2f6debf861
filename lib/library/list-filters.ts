import { SEARCH_MAX_LENGTH } from '@/lib/constants';
import { filterValue, type ListState } from '@/lib/list-state/list-state';

/** The library list's filters in the address: `/{lang}/library?category=650&q=guide&page=2`. */
export const LIBRARY_FILTERS = { category: filterValue.id, q: filterValue.text(SEARCH_MAX_LENGTH) } as const;
export type LibraryListState = ListState<keyof typeof LIBRARY_FILTERS>;
