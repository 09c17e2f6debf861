import { isLocale, type Locale } from '@/lib/i18n/locales';

/**
 * The CMS part of the sitemap comes in parts of bounded size, listed by the sitemap index
 * /server-sitemap.xml: the programmes, the content and authors' pages, and the articles of each
 * language a page of the CMS's list at a time, so no request renders the whole archive.
 */
export type SitemapPart = { kind: 'programs' } | { kind: 'pages' } | { kind: 'news'; lang: Locale; page: number };

export function sitemapPartPath(part: SitemapPart): string {
  return part.kind === 'news' ? `/sitemaps/news-${part.lang}-${part.page}.xml` : `/sitemaps/${part.kind}.xml`;
}

/** The part a file name of /sitemaps/ names, or null. */
export function parseSitemapPart(file: string): SitemapPart | null {
  if (file === 'programs.xml') return { kind: 'programs' };
  if (file === 'pages.xml') return { kind: 'pages' };
  const news = /^news-([a-z]{2})-([1-9]\d{0,5})\.xml$/.exec(file);
  const lang = news?.[1];
  return lang && isLocale(lang) ? { kind: 'news', lang, page: Number(news[2]) } : null;
}
