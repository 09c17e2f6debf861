import { listViewRoute } from '@/lib/list-state/view-route';
import { SEARCH_FILTERS } from '@/lib/search/list-filters';
import { searchPage, searchMetadata } from '../../search-route';

/** A view of the search other than its first page (lib/list-state/view-route.ts). */
const route = listViewRoute(SEARCH_FILTERS, searchPage, searchMetadata);

export const generateMetadata = route.generateMetadata;
export default route.Page;

export async function generateStaticParams(): Promise<{ state: string }[]> {
  return [];
}
