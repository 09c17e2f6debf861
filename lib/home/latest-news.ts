import { AUTHOR_CATEGORIES, HIDDEN_NEWS_CATEGORIES, NEWS_CARD_DESCRIPTION_CUT, NEWS_ON_HOME } from '@/lib/constants';
import type { NewsItem } from '@/lib/cms/schemas';

const EXCLUDED: readonly number[] = [...HIDDEN_NEWS_CATEGORIES, ...AUTHOR_CATEGORIES];

const time = (item: NewsItem) => {
  const t = Date.parse(item.date.replace(' ', 'T'));
  return Number.isNaN(t) ? 0 : t;
};

/**
 * Spec part 1: "Latest news (6 items on home)"; "Items in categories 260 and 262 are always
 * hidden"; author posts (categories 274, 276) are not news. Newest first.
 */
export function latestNews(items: NewsItem[], limit: number = NEWS_ON_HOME): NewsItem[] {
  return items
    .filter((item) => !item.categories.some((c) => EXCLUDED.includes(c)))
    .sort((a, b) => time(b) - time(a))
    .slice(0, limit);
}

/** "News card description fallback cut: 240 characters", at a word boundary with an ellipsis. */
export function cutText(text: string, max: number = NEWS_CARD_DESCRIPTION_CUT): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const slice = clean.slice(0, max);
  const space = slice.lastIndexOf(' ');
  return `${(space > max * 0.6 ? slice.slice(0, space) : slice).replace(/[\s.,;:!?-]+$/, '')}…`;
}
