import { SEARCH_MAX_LENGTH } from '@/lib/constants';
import { filterValue, type ListState } from './list-state';

/** The filters of a list with a category and a text search (news, library): `?category=70&q=school&page=2`. */
export const CATEGORY_SEARCH_FILTERS = { category: filterValue.id, q: filterValue.text(SEARCH_MAX_LENGTH) } as const;
export type CategorySearchState = ListState<keyof typeof CATEGORY_SEARCH_FILTERS>;
