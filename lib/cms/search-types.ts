/** "type (all, news, program, page, team)": what a search can be limited to (the contract's `type`). */
export const SEARCH_TYPES = ['all', 'news', 'program', 'page', 'team'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
