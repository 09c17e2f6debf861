import { getNews } from '@/lib/cms/news';
import { NEWS_FEED_SIZE } from '@/lib/constants';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import { isLocale } from '@/lib/i18n/locales';
import { generateLangParams } from '@/lib/i18n/params';
import { newestFirst } from '@/lib/news/filter';
import { isNewsArticle } from '@/lib/news/visibility';
import { buildRss } from '@/lib/seo/rss';

/** RSS 2.0 feed of the latest articles per language, cached with the news tags. */
export const revalidate = 300;
export const dynamicParams = false;

export const generateStaticParams = generateLangParams;

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLocale(lang)) return new Response('Not found', { status: 404 });
  const { news } = await getNews(lang);
  const items = newestFirst(news.filter(isNewsArticle)).slice(0, NEWS_FEED_SIZE);
  const shell = getDictionary(lang).shell;
  const body = buildRss({
    lang,
    title: t(lang, getDictionary(lang).ui.feedTitle, { site: t(lang, shell.siteName) }),
    description: t(lang, shell.footer.aboutFallback),
    items,
  });
  return new Response(body, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
}
