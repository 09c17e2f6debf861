import { listViewRoute } from '@/lib/list-state/view-route';
import { NEWS_FILTERS } from '@/lib/news/list-filters';
import { newsListPage, newsListMetadata } from '../../news-list-route';

/** A view of the news list other than its first page (lib/list-state/view-route.ts). */
const route = listViewRoute(NEWS_FILTERS, newsListPage, newsListMetadata);

export const generateMetadata = route.generateMetadata;
export default route.Page;

export async function generateStaticParams(): Promise<{ state: string }[]> {
  return [];
}
