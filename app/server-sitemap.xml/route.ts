import { getServerSideSitemap } from 'next-sitemap';
import { getDynamicPages } from '@/lib/cms/content';
import { getNews } from '@/lib/cms/news';
import { getPrograms } from '@/lib/cms/programs';
import type { Locale } from '@/lib/i18n/locales';
import { redirectFor } from '@/lib/content/redirects';
import { isNewsArticle } from '@/lib/news/visibility';
import { itemEntries, type TranslatableItem } from '@/lib/seo/sitemap';

/**
 * The CMS-driven part of the sitemap (news articles, programmes and pages, authors' pages under
 * /authors, in both languages with their hreflang alternates; pages that only redirect are left out). Cached with the content's tags, so an article published after the build
 * appears here without a rebuild. The static routes are in next-sitemap's build-time sitemap.
 */
export const revalidate = 300;

async function newsItems(lang: Locale): Promise<TranslatableItem[]> {
  const { news } = await getNews(lang);
  return news
    .filter(isNewsArticle)
    .map((item) => ({ slug: item.slug, alternateSlug: item.alternate_slug, lastmod: item.modified || item.date }));
}

async function programItems(lang: Locale): Promise<TranslatableItem[]> {
  const groups = await getPrograms(lang);
  const seen = new Set<string>();
  return groups
    .flatMap((group) => group.programs)
    .filter((program) => !seen.has(program.slug) && Boolean(seen.add(program.slug)))
    .map((program) => ({ slug: program.slug, alternateSlug: program.alternate_slug, lastmod: program.modified }));
}

/** The language's pages that render: the plain ones, or the authors' pages. */
async function pageItems(lang: Locale, variant: 'default' | 'author'): Promise<TranslatableItem[]> {
  const { pages } = await getDynamicPages(lang);
  return pages
    .filter((page) => {
      const rule = redirectFor(page.categories);
      return rule.kind === 'render' && rule.variant === variant;
    })
    .map((page) => ({ slug: page.slug, alternateSlug: page.alternate_slug, lastmod: page.modified }));
}

export async function GET() {
  const [newsUk, newsEn, programsUk, programsEn, pagesUk, pagesEn, authorsUk, authorsEn] = await Promise.all([
    newsItems('uk'),
    newsItems('en'),
    programItems('uk'),
    programItems('en'),
    pageItems('uk', 'default'),
    pageItems('en', 'default'),
    pageItems('uk', 'author'),
    pageItems('en', 'author'),
  ]);
  const entries = [
    ...itemEntries('/news', { uk: newsUk, en: newsEn }),
    ...itemEntries('/programs', { uk: programsUk, en: programsEn }),
    ...itemEntries('', { uk: pagesUk, en: pagesEn }),
    ...itemEntries('/authors', { uk: authorsUk, en: authorsEn }),
  ];
  return getServerSideSitemap(entries);
}
