import { SEARCH_MAX_LENGTH } from '@/lib/constants';
import { filterValue, type ListState } from '@/lib/list-state/list-state';

/** The news list's filters in the address: `/{lang}/news?category=70&q=school&page=2`. */
export const NEWS_FILTERS = { category: filterValue.id, q: filterValue.text(SEARCH_MAX_LENGTH) } as const;
export type NewsListState = ListState<keyof typeof NEWS_FILTERS>;
