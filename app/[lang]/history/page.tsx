import { HistoryPageView } from '@/components/history/HistoryPageView';
import { findHistoryPage } from '@/lib/cms/pages';
import { getDictionary } from '@/lib/i18n/dictionary';
import { cmsPageRoute } from '../_routes/cms-page-route';

const route = cmsPageRoute({
  path: '/history',
  texts: (lang) => getDictionary(lang).history,
  find: findHistoryPage,
  image: (page) => page.partnership_image,
  render: (lang, page) => <HistoryPageView lang={lang} page={page} />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;

export const dynamicParams = false;
