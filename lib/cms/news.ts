import { AUTHOR_CATEGORIES, FAQ_CATEGORIES, LOCALES, REVALIDATE } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { toNewsCard, type NewsCard } from '@/lib/cms/rules/news-card';
import { filterNews } from '@/lib/cms/rules/news-list';
import { cachedGetter } from '@/lib/cache/cached-getter';
import { askedPage, everyPage, listPage, pageParams } from './paging';
import { previewSession } from './preview';
import { fallbackGetter, lookupGetter } from './fallback';
import {
  newsCategoriesSchema,
  newsEntriesSchema,
  newsItemSchema,
  newsLinksSchema,
  newsListSchema,
  newsPageSchema,
  type NewsCategory,
  type NewsItem,
  type NewsLink,
  type NewsList,
  type NewsPage,
} from './schemas';
import { tags } from './tags';
import { cmsGet, cmsGetOrNull, ns } from './transport';

const loadNews = cachedGetter(
  'news',
  async (lang: Locale): Promise<NewsList> => {
    const pages = await everyPage((page) => cmsGet(newsListSchema, ns('news'), { lang, ...listPage(page) }));
    return { news: pages.flatMap((answer) => answer.news), translations: pages[0]?.translations ?? {} };
  },
  { revalidate: REVALIDATE.lists, tags: (lang) => [tags.news(lang)] },
);
export const EMPTY_NEWS: NewsList = { news: [], translations: {} };
/**
 * Every article of a language with its body, read a page at a time: only for a CMS without the
 * category counts (docs/cms-contract/news.md#news-categories), which the news list then counts itself.
 */
export const getNews = fallbackGetter('getNews', EMPTY_NEWS, (lang: Locale): Promise<NewsList> => loadNews(lang));

/** One page of a news list: which articles, how many per page, filtered how. */
export interface NewsQuery {
  page: number;
  perPage: number;
  /** A category id, or null for every category. */
  category: number | null;
  /** The list's text search (title or description), '' for none. */
  search: string;
  /** Articles in any of these categories are left out. */
  exclude: readonly number[];
}

export interface NewsCards {
  items: NewsCard[];
  page: number;
  /** Matching articles, all pages. */
  total: number;
  totalPages: number;
  /** The CMS's interface texts sent with the list (read more, views, related news…). */
  translations: Record<string, string>;
}

const CARD_FIELDS = 'id,title,slug,date,image,excerpt';

const inAny = (categories: readonly number[], ids: readonly number[]) => categories.some((id) => ids.includes(id));

/**
 * One page of cards, filtered and paged by the CMS, so neither the site nor its data cache ever
 * holds the archive. A CMS that does not know the paged form answers every article (no
 * X-WP-Total): the page is then cut here from that answer; slower, the same result, and the
 * cache still keeps only the page.
 */
const loadNewsCards = cachedGetter(
  'news-cards',
  async (lang: Locale, query: NewsQuery): Promise<NewsCards> => {
    const answer = await cmsGet(newsEntriesSchema, ns('news'), {
      lang,
      ...pageParams(query),
      categories: query.category ?? undefined,
      categories_exclude: query.exclude.join(','),
      search: query.search.trim(),
      fields: CARD_FIELDS,
    });
    const { news, translations } = answer.data;
    const { items, total, totalPages } = askedPage(answer, news, query, (all) =>
      filterNews(all, { category: query.category, query: query.search }).filter((item) => !inAny(item.categories, query.exclude)),
    );
    return { items: items.map(toNewsCard), page: query.page, total, totalPages, translations };
  },
  { revalidate: REVALIDATE.lists, tags: (lang) => [tags.news(lang)] },
);
const noCards = (query: NewsQuery): NewsCards => ({ items: [], page: query.page, total: 0, totalPages: 0, translations: {} });
export const getNewsCards = fallbackGetter(
  'getNewsCards',
  (_lang: Locale, query: NewsQuery) => noCards(query),
  (lang: Locale, query: NewsQuery): Promise<NewsCards> => loadNewsCards(lang, query),
);

/** Articles per sitemap part: one page of the CMS's largest. */
export const NEWS_LINKS_PER_PAGE = 100;
export interface NewsLinks {
  links: Pick<NewsLink, 'slug' | 'date' | 'modified' | 'alternate_slug'>[];
  total: number;
  totalPages: number;
}
/** Hidden (FAQ) and author posts are not articles of the sitemap; nor are those marked noindex. */
const NOT_ARTICLES: readonly number[] = [...FAQ_CATEGORIES, ...AUTHOR_CATEGORIES];

const loadNewsLinks = cachedGetter(
  'news-links',
  async (lang: Locale, page: number): Promise<NewsLinks> => {
    const at = { page, perPage: NEWS_LINKS_PER_PAGE };
    const answer = await cmsGet(newsLinksSchema, ns('news'), {
      lang,
      ...pageParams(at),
      categories_exclude: NOT_ARTICLES.join(','),
      fields: 'slug,date,modified,alternate_slug,noindex',
    });
    const link = ({ slug, date, modified, alternate_slug }: NewsLink) => ({ slug, date, modified, alternate_slug });
    const { items, total, totalPages } = askedPage(answer, answer.data.news, at, (all) => all.filter((item) => !inAny(item.categories, NOT_ARTICLES)));
    return { links: items.filter((item) => !item.noindex).map(link), total, totalPages };
  },
  { revalidate: REVALIDATE.lists, tags: (lang) => [tags.news(lang), tags.sitemap] },
);
/** One part of the sitemap's articles (news and author posts excluded), newest first. */
export const getNewsLinks = fallbackGetter(
  'getNewsLinks',
  { links: [], total: 0, totalPages: 0 },
  (lang: Locale, page: number): Promise<NewsLinks> => loadNewsLinks(lang, page),
);

/** The published article with this post id in either language (one lookup per language). */
export const findPublishedArticle = lookupGetter('findPublishedArticle', async (postId: number): Promise<NewsItem | null> => {
  for (const lang of LOCALES) {
    const item = await loadNewsItem(String(postId), lang);
    if (item !== null) return item;
  }
  return null;
});

/** `null` is the CMS's "not found" (kept in memory only: see placementOf in lib/cache/cache-records.mjs). */
const loadNewsItem = cachedGetter(
  'news-item',
  async (slug: string, lang: Locale): Promise<NewsItem | null> =>
    cmsGetOrNull(newsItemSchema, ns(`news/${encodeURIComponent(slug)}`), { lang }),
  { revalidate: REVALIDATE.articles, tags: (slug, lang) => [tags.newsItem(slug), tags.news(lang)] },
);
/** The single news item (the spec's "rethrows": the page tells a missing article from a failed read). */
export const findNewsItem = lookupGetter('findNewsItem', async (slug: string, lang: Locale): Promise<NewsItem | null> => {
  const preview = await previewSession();
  // Draft preview: never cached; the token opens the one item it was made for.
  if (preview) return cmsGetOrNull(newsItemSchema, ns(`news/${encodeURIComponent(slug)}`), { lang }, { previewToken: preview.token });
  return loadNewsItem(slug, lang);
});

const loadNewsCategories = cachedGetter(
  'news-categories',
  async (lang: Locale) => (await cmsGet(newsCategoriesSchema, ns('news-categories'), { lang })).data,
  // Their article counts change with every article published.
  { revalidate: REVALIDATE.lists, tags: (lang) => [tags.newsCategories(lang), tags.news(lang)] },
);
export const getNewsCategories = fallbackGetter('getNewsCategories', [], (lang: Locale): Promise<NewsCategory[]> => loadNewsCategories(lang));

const loadNewsPage = cachedGetter(
  'news-page',
  async (lang: Locale) => (await cmsGet(newsPageSchema, ns('page/news'), { lang })).data,
  { revalidate: REVALIDATE.pages, tags: (lang) => [tags.page('news', lang)] },
);
export const findNewsPage = lookupGetter('findNewsPage', (lang: Locale): Promise<NewsPage> => loadNewsPage(lang));
