import { STORIES_FILTERS } from '@/lib/stories/list-filters';
import { listFirstPageRoute } from '../_routes/list-first-page-route';
import { storiesPage, storiesMetadata } from './stories-route';

/** Page 1 of every story: static (ISR); the other views of the list are stories/~view. */
const route = listFirstPageRoute(STORIES_FILTERS, storiesPage, storiesMetadata);
export const generateMetadata = route.generateMetadata;
export default route.Page;

export const dynamicParams = false;
