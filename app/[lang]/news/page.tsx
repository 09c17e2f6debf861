import { NEWS_FILTERS } from '@/lib/news/list-filters';
import { listFirstPageRoute } from '../_routes/list-first-page-route';
import { newsListPage, newsListMetadata } from './news-list-route';

/** Page 1 of every article: static (ISR); the other views of the list are news/~view. */
const route = listFirstPageRoute(NEWS_FILTERS, newsListPage, newsListMetadata);
export const generateMetadata = route.generateMetadata;
export default route.Page;

export const dynamicParams = false;
