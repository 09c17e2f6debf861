import { LibraryPageView } from '@/components/library/LibraryPageView';
import { getLibrary, getLibraryPage } from '@/lib/cms/library';
import { getDictionary } from '@/lib/i18n/dictionary';
import { cmsPageRoute } from '../page-routes';

const route = cmsPageRoute({
  path: '/library',
  texts: (lang) => getDictionary(lang).library,
  load: getLibraryPage,
  also: getLibrary,
  // The page record may carry its own resources; the library endpoint is the full list (spec: all when not home).
  render: (lang, page, library) => (
    <LibraryPageView lang={lang} page={page} resources={library.resources.length > 0 ? library.resources : page.resources} />
  ),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;

export const revalidate = 300;
export const dynamicParams = false;
