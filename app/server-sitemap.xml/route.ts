import { getServerSideSitemapIndex } from 'next-sitemap';
import { getNewsLinks } from '@/lib/cms/news';
import { LOCALES } from '@/lib/constants';
import { absoluteUrl } from '@/lib/seo/metadata';
import { sitemapPartPath, type SitemapPart } from '@/lib/seo/sitemap-parts';

/**
 * The index of the CMS-driven sitemap: the programmes, the content and authors' pages and, per
 * language, one part per page of articles (app/sitemaps/[file]). Cached with the content's tags, so an article published after
 * the build is listed without a rebuild. The static routes are next-sitemap's /sitemap.xml.
 */
export const revalidate = 300;

export async function GET() {
  const firstPages = await Promise.all(LOCALES.map((lang) => getNewsLinks(lang, 1)));
  const parts: SitemapPart[] = [{ kind: 'programs' }, { kind: 'pages' }];
  LOCALES.forEach((lang, i) => {
    for (let page = 1; page <= (firstPages[i]?.totalPages ?? 0); page++) parts.push({ kind: 'news', lang, page });
  });
  return getServerSideSitemapIndex(parts.map((part) => absoluteUrl(sitemapPartPath(part))));
}
