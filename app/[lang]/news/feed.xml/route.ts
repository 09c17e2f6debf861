import { getNews } from '@/lib/cms/news';
import { AUTHOR_CATEGORIES, HIDDEN_NEWS_CATEGORIES, NEWS_FEED_SIZE, REVALIDATE } from '@/lib/constants';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import { isLocale } from '@/lib/i18n/locales';
import { buildRss } from '@/lib/seo/rss';

/** RSS 2.0 feed of the latest articles per language, cached with the news tags. */
export const revalidate = 300; // REVALIDATE.lists — Next needs a literal here
export const dynamicParams = false; // [lang] is closed: any other value is Next's 404 (app/global-not-found.tsx)

export function generateStaticParams() {
  return [{ lang: 'uk' }, { lang: 'en' }];
}

const notListed = new Set<number>([...HIDDEN_NEWS_CATEGORIES, ...AUTHOR_CATEGORIES]);

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLocale(lang)) return new Response('Not found', { status: 404 });
  const { news } = await getNews(lang);
  const items = news
    .filter((item) => !item.categories.some((c) => notListed.has(c)))
    .sort((a, b) => Date.parse(b.date.replace(' ', 'T')) - Date.parse(a.date.replace(' ', 'T')))
    .slice(0, NEWS_FEED_SIZE);
  const shell = getDictionary(lang).shell;
  const body = buildRss({
    lang,
    title: t(lang, getDictionary(lang).ui.feedTitle, { site: t(lang, shell.siteName) }),
    description: t(lang, shell.footer.aboutFallback),
    items,
  });
  return new Response(body, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
}
