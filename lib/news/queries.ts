import type { NewsQuery } from '@/lib/cms/news';
import { AUTHOR_CATEGORIES, FAQ_CATEGORIES, NEWS_FEED_SIZE, NEWS_ON_HOME, RELATED_NEWS_MAX } from '@/lib/constants';
import type { NewsCard } from '../cms/rules/news-card';

/** The pages of news the site asks the CMS for, besides the news list's own (lib/news/list-data.ts). */

/** Articles in the hidden categories (FAQ) and author posts are not news on the home, the feed or the sitemap. */
const NOT_NEWS: readonly number[] = [...FAQ_CATEGORIES, ...AUTHOR_CATEGORIES];

const first = (perPage: number, exclude: readonly number[]): NewsQuery => ({ page: 1, perPage, category: null, search: '', exclude });

/** "Latest news (6 items on home)", newest first; "Items in categories 260 and 262 are always hidden". */
export const latestNewsQuery = (count: number = NEWS_ON_HOME): NewsQuery => first(count, NOT_NEWS);

/** The feed's latest articles. */
export const feedQuery: NewsQuery = first(NEWS_FEED_SIZE, NOT_NEWS);

/** "up to 3 related latest news (current article excluded)": one more than shown, for the current one. */
export const relatedNewsQuery: NewsQuery = first(RELATED_NEWS_MAX + 1, FAQ_CATEGORIES);

export function relatedNews(latest: readonly NewsCard[], currentId: number, max = RELATED_NEWS_MAX): NewsCard[] {
  return latest.filter((item) => item.id !== currentId).slice(0, max);
}
