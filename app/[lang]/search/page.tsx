import { SEARCH_FILTERS } from '@/lib/search/list-filters';
import { listFirstPageRoute } from '../_routes/list-first-page-route';
import { searchPage, searchMetadata } from './search-route';

/** The search page before any search (static); a search is search/~view. */
const route = listFirstPageRoute(SEARCH_FILTERS, searchPage, searchMetadata);
export const generateMetadata = route.generateMetadata;
export default route.Page;

export const dynamicParams = false;
