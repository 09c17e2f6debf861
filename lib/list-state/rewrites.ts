import { decodeParam } from '@/lib/http/decode-param';
import { LIBRARY_FILTERS } from '@/lib/library/list-filters';
import { NEWS_FILTERS } from '@/lib/news/list-filters';
import { SEARCH_FILTERS } from '@/lib/search/list-filters';
import { STORIES_FILTERS } from '@/lib/stories/list-filters';
import type { ListFilters } from './list-state';

/** The paged lists and their filters: `/{lang}/{list}?{filters}&page=N`. */
const LISTS: Readonly<Record<string, ListFilters<string>>> = {
  news: NEWS_FILTERS,
  library: LIBRARY_FILTERS,
  search: SEARCH_FILTERS,
  stories: STORIES_FILTERS,
};
const LIST_PATH = /^\/(uk|en)\/(news|library|search|stories)$/;

/** The path segment that names a list's view (its canonical query), and back. */
const encodeView = (query: string) => encodeURIComponent(query);
/** (Next hands a page its parameter percent-encoded, `generateMetadata` decoded: decoded once when it can be.) */
export const decodeView = (segment: string) => new URLSearchParams(decodeParam(segment));

/**
 * Where the proxy sends a list's address when it names a view other than the first page: its
 * `~view/{state}` route, the state being the canonical query (filters the list knows, in its
 * order; page 1 left out; a page that is no page number kept, for the route's 404). The view is
 * then a page rendered on first request and cached (ISR) like an article: its 404 past the last
 * page is a full 404 page with the status. Null: the list's own (static) first page.
 * `~view`: no WordPress slug has a `~` (an article's `[slug]` can never meet it), and the folder
 * needs no percent-encoding. A `%5Fview` folder (the only way to name a route `_view`) rendered
 * its pages without the font preloads: Next keys its font manifest by `_view` and looks it up by
 * the folder's own name.
 */
export function listViewPath(pathname: string, searchParams: URLSearchParams): string | null {
  const match = LIST_PATH.exec(pathname);
  const filters = match?.[2] ? LISTS[match[2]] : undefined;
  if (!match || !filters) return null;
  const query = new URLSearchParams();
  for (const [key, read] of Object.entries(filters)) {
    const value = read(searchParams.get(key) ?? '');
    if (value !== '') query.set(key, value);
  }
  const page = searchParams.get('page');
  if (page !== null && page !== '' && page !== '1') query.set('page', page);
  const canonical = query.toString();
  return canonical ? `/${match[1]}/${match[2]}/~view/${encodeView(canonical)}` : null;
}
