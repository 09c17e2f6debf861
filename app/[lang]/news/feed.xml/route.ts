import { getNewsCards } from '@/lib/cms/news';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import { isLocale } from '@/lib/i18n/locales';
import { generateLangParams } from '@/lib/i18n/params';
import { feedQuery } from '@/lib/news/queries';
import { buildRss } from '@/lib/seo/rss';

/** RSS 2.0 feed of the latest articles per language, cached with the news tags. */
export const revalidate = 300;
export const dynamicParams = false;

export const generateStaticParams = generateLangParams;

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLocale(lang)) return new Response('Not found', { status: 404 });
  const { items } = await getNewsCards(lang, feedQuery);
  const shell = getDictionary(lang).shell;
  const body = buildRss({
    lang,
    title: t(lang, getDictionary(lang).ui.feedTitle, { site: t(lang, shell.siteName) }),
    description: t(lang, shell.footer.aboutFallback),
    items,
  });
  return new Response(body, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
}
