import { CATEGORY_SEARCH_FILTERS, type CategorySearchState } from '@/lib/list-state/category-search';

/** The library list's filters in the address: `/{lang}/library?category=650&q=guide&page=2`. */
export const LIBRARY_FILTERS = CATEGORY_SEARCH_FILTERS;
export type LibraryListState = CategorySearchState;
