import { LIBRARY_FILTERS } from '../library/list-filters';
import { NEWS_FILTERS } from '../news/list-filters';
import { SEARCH_FILTERS } from '../search/list-filters';
import { STORIES_FILTERS } from '../stories/list-filters';

/**
 * (Loaded by next.config.ts, whose loader knows no `@/` paths: relative imports only, down the chain.)
 *
 * The lists whose first address is a static page and whose other views (`?page=`, filters)
 * render on request: next.config.ts sends an address with any of a list's parameters to the
 * list's `_view` route. The parameters are the list's own filters, so the two cannot drift.
 */
const LIST_VIEWS: readonly { path: string; params: readonly string[] }[] = [
  { path: '/news', params: Object.keys(NEWS_FILTERS) },
  { path: '/search', params: Object.keys(SEARCH_FILTERS) },
  { path: '/library', params: Object.keys(LIBRARY_FILTERS) },
  { path: '/stories', params: Object.keys(STORIES_FILTERS) },
];

export function listViewRewrites() {
  return LIST_VIEWS.flatMap(({ path, params }) =>
    [...params, 'page'].map((key) => ({
      source: `/:lang(uk|en)${path}`,
      has: [{ type: 'query' as const, key }],
      destination: `/:lang${path}/_view`,
    })),
  );
}
