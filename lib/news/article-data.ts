import { getPostCategories } from '@/lib/cms/dynamic-pages';
import type { Resolution } from '@/lib/cms/fallback';
import { findNewsItem, getNewsCards } from '@/lib/cms/news';
import type { NewsItem } from '@/lib/cms/schemas';
import { NEWS_STATIC_SLUGS_PER_LANG } from '@/lib/constants';
import { otherLocale, type Locale } from '@/lib/i18n/locales';
import { localePath, translatedItemPath } from '@/lib/i18n/routing';
import type { NewsCard } from '../cms/rules/news-card';
import { latestNewsQuery, relatedNews, relatedNewsQuery } from './queries';
import { isAuthorPost } from '../cms/rules/visibility';
import { movedAddress } from '@/lib/dynamic-pages/moved-address';

export type ArticleResolution = Resolution<{ kind: 'article'; item: NewsItem }>;

/**
 * What /{lang}/news/{slug} shows: the article; a redirect for author posts (categories 274/276 →
 * /{lang}/authors/{slug}), a permanent one for the old slug of a renamed article, and one for a
 * slug of the other language (its translation, else the news
 * list, which is how the language switch reaches translations); else not found — unavailable
 * as soon as a CMS read could not be made, so that a passing failure is never kept as the
 * article's 404 (lib/cms/fallback.ts). The post categories are the spec's "failure ignored".
 */
export async function resolveArticle(slug: string, lang: Locale): Promise<ArticleResolution> {
  const found = await findNewsItem(slug, lang);
  if (found.kind === 'found') {
    if (isAuthorPost(found.value)) return { kind: 'redirect', to: localePath(lang, `/authors/${encodeURIComponent(slug)}`) };
    return { kind: 'article', item: found.value };
  }
  if (found.kind === 'unavailable') return found;
  const categories = await getPostCategories(slug);
  if (categories && isAuthorPost({ categories })) return { kind: 'redirect', to: localePath(lang, `/authors/${encodeURIComponent(slug)}`) };
  const moved = await movedAddress('news', slug, lang);
  if (moved.kind !== 'not-found') return moved;
  const other = await findNewsItem(slug, otherLocale(lang));
  if (other.kind === 'found') return { kind: 'redirect', to: translatedItemPath(lang, '/news', other.value.alternate_slug) };
  return other;
}

/** Up to 3 related cards, and the interface texts the CMS sends with the news list. */
export async function articleExtras(lang: Locale, currentId: number): Promise<{ related: NewsCard[]; translations: Record<string, string> }> {
  const { items, translations } = await getNewsCards(lang, relatedNewsQuery);
  return { related: relatedNews(items, currentId), translations };
}

/** The latest articles of a language, prebuilt at build time; older ones render on demand. */
export async function latestSlugs(lang: Locale, count = NEWS_STATIC_SLUGS_PER_LANG): Promise<string[]> {
  return (await getNewsCards(lang, latestNewsQuery(count))).items.map((item) => item.slug);
}
