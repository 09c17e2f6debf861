import type { Metadata } from 'next';
import { NewsListView } from '@/components/news/NewsListView';
import { PageDataError } from '@/components/ui/PageDataError';
import { getNewsCategories, getNewsPage } from '@/lib/cms/news';
import { getDictionary } from '@/lib/i18n/dictionary';
import { generateLangParams, langFrom } from '@/lib/i18n/params';
import { withFeed } from '@/lib/news/feed-link';
import { loadNewsListPage } from '@/lib/news/list-data';
import { INITIAL_LIST_STATE } from '@/lib/news/list-state';
import { heroHead, pageMetadata } from '@/lib/seo/page-metadata';

export const revalidate = 300; // REVALIDATE.lists — Next needs a literal here
export const dynamicParams = false; // [lang] is closed: any other value is Next's 404 (app/global-not-found.tsx)
export const generateStaticParams = generateLangParams;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langFrom(params);
  const page = await getNewsPage(lang);
  const metadata = pageMetadata({ lang, path: '/news', texts: getDictionary(lang).news, ...heroHead(page) });
  return withFeed(metadata, lang);
}

export default async function NewsRoute({ params }: Props) {
  const lang = await langFrom(params);
  const [page, categories, initial] = await Promise.all([
    getNewsPage(lang),
    getNewsCategories(lang),
    loadNewsListPage(lang, INITIAL_LIST_STATE),
  ]);
  if (!page) return <PageDataError lang={lang} page={getDictionary(lang).news.pageName} />;
  return <NewsListView lang={lang} page={page} categories={page.categories.length ? page.categories : categories} initial={initial} />;
}
