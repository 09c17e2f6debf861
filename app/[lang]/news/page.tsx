import { NewsListView } from '@/components/news/NewsListView';
import { getNewsCategories, getNewsPage } from '@/lib/cms/news';
import { withFeed } from '@/lib/news/feed-link';
import { loadNewsListPage } from '@/lib/news/list-data';
import { INITIAL_LIST_STATE } from '@/lib/news/list-state';
import { getDictionary } from '@/lib/i18n/dictionary';
import { cmsPageRoute } from '../page-routes';

const route = cmsPageRoute({
  path: '/news',
  texts: (lang) => getDictionary(lang).news,
  load: getNewsPage,
  also: (lang) => Promise.all([getNewsCategories(lang), loadNewsListPage(lang, INITIAL_LIST_STATE)]),
  extendHead: withFeed,
  render: (lang, page, [categories, initial]) => (
    <NewsListView lang={lang} page={page} categories={page.categories.length ? page.categories : categories} initial={initial} />
  ),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;

export const revalidate = 300;
export const dynamicParams = false;
