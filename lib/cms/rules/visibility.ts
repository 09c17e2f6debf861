import { AUTHOR_CATEGORIES, FAQ_CATEGORIES } from '@/lib/constants';

type Categorised = { categories: readonly number[] };

const inAny = (item: Categorised, ids: readonly number[]) => item.categories.some((id) => ids.includes(id));

/**
 * "Items in categories 260 and 262 are always hidden." A public post is one a
 * visitor may find: in the news list, search, the feed and the sitemap.
 */
export function isPublic(item: Categorised): boolean {
  return !inAny(item, FAQ_CATEGORIES);
}

/** An author's page (categories 274, 276): public, shown at /authors/{slug}, not as news (part 1 §2). */
export function isAuthorPost(item: Categorised): boolean {
  return inAny(item, AUTHOR_CATEGORIES);
}
