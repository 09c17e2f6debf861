import { CATEGORY_SEARCH_FILTERS, type CategorySearchState } from '@/lib/list-state/category-search';

/** The news list's filters in the address: `/{lang}/news?category=70&q=school&page=2`. */
export const NEWS_FILTERS = CATEGORY_SEARCH_FILTERS;
export type NewsListState = CategorySearchState;
