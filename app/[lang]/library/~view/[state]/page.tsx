import { listViewRoute } from '@/lib/list-state/view-route';
import { LIBRARY_FILTERS } from '@/lib/library/list-filters';
import { libraryPage, libraryMetadata } from '../../library-route';

/** A view of the library other than its first page (lib/list-state/view-route.ts). */
const route = listViewRoute(LIBRARY_FILTERS, libraryPage, libraryMetadata);

export const generateMetadata = route.generateMetadata;
export default route.Page;

export async function generateStaticParams(): Promise<{ state: string }[]> {
  return [];
}
