import { SEARCH_MAX_LENGTH } from '@/lib/constants';
import { filterValue, type ListState } from '@/lib/list-state/list-state';

/** The stories list's filters in the address: `/{lang}/stories?q=…&year=2019-2020&program=…&page=2`. */
export const STORIES_FILTERS = {
  q: filterValue.text(SEARCH_MAX_LENGTH),
  year: filterValue.text(40),
  program: filterValue.text(SEARCH_MAX_LENGTH),
} as const;
export type StoriesListState = ListState<keyof typeof STORIES_FILTERS>;

/** Every story: the reset of the filters. */
export const NO_STORY_FILTERS: StoriesListState = { filters: { q: '', year: '', program: '' }, page: 1 };
