import { NEWS_ON_HOME } from '@/lib/constants';
import type { NewsItem } from '@/lib/cms/schemas';
import { newestFirst } from '@/lib/news/filter';
import { isNewsArticle } from '@/lib/news/visibility';


/**
 * Spec part 1: "Latest news (6 items on home)"; "Items in categories 260 and 262 are always
 * hidden"; author posts (categories 274, 276) are not news. Newest first.
 */
export function latestNews(items: NewsItem[], limit: number = NEWS_ON_HOME): NewsItem[] {
  return newestFirst(items.filter(isNewsArticle)).slice(0, limit);
}
