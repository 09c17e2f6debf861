import { listViewRoute } from '@/lib/list-state/view-route';
import { STORIES_FILTERS } from '@/lib/stories/list-filters';
import { storiesPage, storiesMetadata } from '../../stories-route';

/** A view of the stories list other than its first page (lib/list-state/view-route.ts). */
const route = listViewRoute(STORIES_FILTERS, storiesPage, storiesMetadata);

export const generateMetadata = route.generateMetadata;
export default route.Page;

export async function generateStaticParams(): Promise<{ state: string }[]> {
  return [];
}
