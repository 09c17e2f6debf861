import { LOCALES, REVALIDATE } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { cachedGetter } from '@/lib/cache/cached-getter';
import { previewSession } from './preview';
import { withFallback } from './fallback';
import {
  newsCategoriesSchema,
  newsItemSchema,
  newsListSchema,
  newsPageSchema,
  type NewsCategory,
  type NewsItem,
  type NewsList,
  type NewsPage,
} from './schemas';
import { tags } from './tags';
import { cmsGet, cmsGetOrNull, ns } from './transport';

const loadNews = cachedGetter(
  'news',
  async (lang: Locale) => (await cmsGet(newsListSchema, ns('news'), { lang })).data,
  { revalidate: REVALIDATE.lists, tags: (lang) => [tags.news(lang)] },
);
export const EMPTY_NEWS: NewsList = { news: [], translations: {} };
export const getNews = (lang: Locale): Promise<NewsList> => withFallback('getNews', EMPTY_NEWS, () => loadNews(lang));

/** Whether a post id is a published article in either language (from the cached lists). */
export async function isPublishedArticle(postId: number): Promise<boolean> {
  for (const lang of LOCALES) {
    if ((await getNews(lang)).news.some((item) => item.id === postId)) return true;
  }
  return false;
}

/**
 * The single news item rethrows. `null` is the CMS's "not found" (kept in
 * memory only: see lib/cache/file-system-handler.mjs); any other failure throws a CmsError to the page.
 */
const loadNewsItem = cachedGetter(
  'news-item',
  async (slug: string, lang: Locale): Promise<NewsItem | null> =>
    cmsGetOrNull(newsItemSchema, ns(`news/${encodeURIComponent(slug)}`), { lang }),
  { revalidate: REVALIDATE.articles, tags: (slug, lang) => [tags.newsItem(slug), tags.news(lang)] },
);
export async function getNewsItem(slug: string, lang: Locale): Promise<NewsItem | null> {
  const preview = await previewSession();
  // Draft preview: never cached; the token opens the one item it was made for.
  if (preview) return cmsGetOrNull(newsItemSchema, ns(`news/${encodeURIComponent(slug)}`), { lang }, { previewToken: preview.token });
  return loadNewsItem(slug, lang);
}

const loadNewsCategories = cachedGetter(
  'news-categories',
  async (lang: Locale) => (await cmsGet(newsCategoriesSchema, ns('news-categories'), { lang })).data,
  { revalidate: REVALIDATE.lists, tags: (lang) => [tags.newsCategories(lang)] },
);
export const getNewsCategories = (lang: Locale): Promise<NewsCategory[]> =>
  withFallback('getNewsCategories', [], () => loadNewsCategories(lang));

const loadNewsPage = cachedGetter(
  'news-page',
  async (lang: Locale) => (await cmsGet(newsPageSchema, ns('page/news'), { lang })).data,
  { revalidate: REVALIDATE.pages, tags: (lang) => [tags.page('news', lang)] },
);
export const getNewsPage = (lang: Locale): Promise<NewsPage | null> =>
  withFallback('getNewsPage', null, () => loadNewsPage(lang));
