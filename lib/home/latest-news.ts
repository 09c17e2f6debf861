import { NEWS_CARD_DESCRIPTION_CUT, NEWS_ON_HOME } from '@/lib/constants';
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

/** "News card description fallback cut: 240 characters", at a word boundary with an ellipsis. */
export function cutText(text: string, max: number = NEWS_CARD_DESCRIPTION_CUT): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const slice = clean.slice(0, max);
  const space = slice.lastIndexOf(' ');
  return `${(space > max * 0.6 ? slice.slice(0, space) : slice).replace(/[\s.,;:!?-]+$/, '')}…`;
}
