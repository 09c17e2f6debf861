import { newestFirstBy } from '@/lib/cms/wp-date-order';
import { matchesQuery } from '@/lib/cms/rules/match';
import { isPublic } from './visibility';

/** What the list rules need of a news item. */
export interface Filterable {
  id: number;
  title: string;
  description: string;
  date: string;
  categories: number[];
}

export interface NewsFilter {
  /** A category id, or null for 'all news'. */
  category: number | null;
  query: string;
}

/** "List sorted by date, newest first." Stable for equal dates. */
export function newestFirst<T extends { date: string }>(items: readonly T[]): T[] {
  return newestFirstBy(items, (item) => item.date);
}

/**
 * "News search: case-insensitive on title or description. Category filter matches
 * items whose categories include the chosen id. Items in categories 260 and 262 are always hidden."
 */
export function filterNews<T extends Filterable>(items: readonly T[], filter: NewsFilter): T[] {
  return newestFirst(
    items.filter(
      (item) =>
        isPublic(item) &&
        (filter.category === null || item.categories.includes(filter.category)) &&
        matchesQuery(filter.query, [item.title, item.description]),
    ),
  );
}

/** Visible items per category id (for the hero's category count and the filter). */
export function categoryCounts(items: readonly Filterable[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const item of items) {
    if (!isPublic(item)) continue;
    for (const id of item.categories) counts[id] = (counts[id] ?? 0) + 1;
  }
  return counts;
}
