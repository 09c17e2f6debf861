import { LIBRARY_FILTERS } from '@/lib/library/list-filters';
import { listFirstPageRoute } from '../_routes/list-first-page-route';
import { libraryPage, libraryMetadata } from './library-route';

/** Page 1 of every resource: static (ISR); the other views of the list are library/~view. */
const route = listFirstPageRoute(LIBRARY_FILTERS, libraryPage, libraryMetadata);
export const generateMetadata = route.generateMetadata;
export default route.Page;

export const dynamicParams = false;
