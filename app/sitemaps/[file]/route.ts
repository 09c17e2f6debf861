import { getServerSideSitemap } from 'next-sitemap';
import { getNewsLinks } from '@/lib/cms/news';
import { getPrograms } from '@/lib/cms/programs';
import type { Locale } from '@/lib/i18n/locales';
import { parseSitemapPart } from '@/lib/seo/sitemap-parts';
import { itemEntries, type TranslatableItem } from '@/lib/seo/sitemap';

/** One part of the CMS-driven sitemap (app/server-sitemap.xml lists them): programmes, or one page of a language's articles. */
export const revalidate = 300; // REVALIDATE.lists — Next needs a literal here

async function programItems(lang: Locale): Promise<TranslatableItem[]> {
  const groups = await getPrograms(lang);
  const seen = new Set<string>();
  return groups
    .flatMap((group) => group.programs)
    .filter((program) => !seen.has(program.slug) && Boolean(seen.add(program.slug)))
    .map((program) => ({ slug: program.slug, alternateSlug: program.alternate_slug, lastmod: program.modified }));
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const part = parseSitemapPart((await params).file);
  if (!part) return notFound();
  if (part.kind === 'programs') {
    const [uk, en] = await Promise.all([programItems('uk'), programItems('en')]);
    return getServerSideSitemap(itemEntries('/programs', { uk, en }));
  }
  const { links, totalPages } = await getNewsLinks(part.lang, part.page);
  if (part.page > totalPages) return notFound();
  const items = links.map((item) => ({ slug: item.slug, alternateSlug: item.alternate_slug, lastmod: item.modified || item.date }));
  return getServerSideSitemap(itemEntries('/news', { uk: part.lang === 'uk' ? items : [], en: part.lang === 'en' ? items : [] }));
}
