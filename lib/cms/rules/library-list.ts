import type { LibraryResource } from '@/lib/cms/schemas/index';
import { newestFirstBy } from '@/lib/cms/wp-date-order';
import { matchesQuery } from '@/lib/cms/rules/match';

/** What the library rules need of a resource. */
export type LibraryItem = Pick<LibraryResource, 'title' | 'description' | 'category' | 'categories' | 'date' | 'publication_date'>;

export interface LibraryFilter {
  /** 'all' or a category id. */
  category: number | 'all';
  query: string;
}

/** "sorted newest first by publication_date or date". */
export function newestResourcesFirst<T extends LibraryItem>(items: readonly T[]): T[] {
  return newestFirstBy(items, (item) => item.publication_date || item.date);
}

/**
 * "Library search: case-insensitive on title, category and description. Category
 * filter matches resources whose categories list contains the chosen id."
 */
export function filterResources<T extends LibraryItem>(items: readonly T[], filter: LibraryFilter): T[] {
  return newestResourcesFirst(
    items.filter(
      (item) =>
        (filter.category === 'all' || item.categories.includes(filter.category)) &&
        matchesQuery(filter.query, [item.title, item.category, item.description]),
    ),
  );
}
