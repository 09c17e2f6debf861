import { getServerSideSitemap } from 'next-sitemap';
import { getDynamicPages } from '@/lib/cms/dynamic-pages';
import { getNewsLinks } from '@/lib/cms/news';
import { getPrograms } from '@/lib/cms/programs';
import { redirectFor } from '@/lib/dynamic-pages/redirects';
import type { Locale } from '@/lib/i18n/locales';
import { parseSitemapPart } from '@/lib/seo/sitemap-parts';
import { itemEntries, type TranslatableItem } from '@/lib/seo/sitemap';

/**
 * One part of the CMS-driven sitemap (app/server-sitemap.xml lists them): programmes, pages (the
 * content pages, and the authors' pages under /authors; pages that only redirect are left out), or
 * one page of a language's articles. An item the office marked noindex in its SEO plugin is left
 * out (the CMS's `noindex`).
 */
export const revalidate = 300;

async function programItems(lang: Locale): Promise<TranslatableItem[]> {
  const groups = await getPrograms(lang);
  const seen = new Set<string>();
  return groups
    .flatMap((group) => group.programs)
    .filter((program) => !program.noindex && !seen.has(program.slug) && Boolean(seen.add(program.slug)))
    .map((program) => ({ slug: program.slug, alternateSlug: program.alternate_slug, lastmod: program.modified }));
}

/** The language's pages that render: the plain ones, or the authors' pages. */
async function pageItems(lang: Locale, variant: 'default' | 'author'): Promise<TranslatableItem[]> {
  const { pages } = await getDynamicPages(lang);
  return pages
    .filter((page) => {
      if (page.noindex) return false;
      const rule = redirectFor(page.categories);
      return rule.kind === 'render' && rule.variant === variant;
    })
    .map((page) => ({ slug: page.slug, alternateSlug: page.alternate_slug, lastmod: page.modified }));
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const part = parseSitemapPart((await params).file);
  if (!part) return notFound();
  if (part.kind === 'programs') {
    const [uk, en] = await Promise.all([programItems('uk'), programItems('en')]);
    return getServerSideSitemap(itemEntries('/programs', { uk, en }));
  }
  if (part.kind === 'pages') {
    const [pagesUk, pagesEn, authorsUk, authorsEn] = await Promise.all([
      pageItems('uk', 'default'),
      pageItems('en', 'default'),
      pageItems('uk', 'author'),
      pageItems('en', 'author'),
    ]);
    return getServerSideSitemap([...itemEntries('', { uk: pagesUk, en: pagesEn }), ...itemEntries('/authors', { uk: authorsUk, en: authorsEn })]);
  }
  const { links, totalPages } = await getNewsLinks(part.lang, part.page);
  if (part.page > totalPages) return notFound();
  const items = links.map((item) => ({ slug: item.slug, alternateSlug: item.alternate_slug, lastmod: item.modified || item.date }));
  return getServerSideSitemap(itemEntries('/news', { uk: part.lang === 'uk' ? items : [], en: part.lang === 'en' ? items : [] }));
}
