import { AUTHOR_CATEGORIES, FAQ_CATEGORIES, NEWS_CATEGORIES, PROGRAM_CATEGORIES } from '@/lib/constants';

/** What the dynamic content page does with an item, decided by its post categories. */
export type ContentRule =
  | { kind: 'render'; variant: 'default' | 'author' }
  | { kind: 'faq-notice' }
  | { kind: 'redirect'; section: 'programs' | 'news' };

const hasAny = (categories: readonly number[], wanted: readonly number[]) => wanted.some((id) => categories.includes(id));

/**
 * 260/262 → FAQ notice then /{lang}/faq; 22/45 →
 * /{lang}/programs/{slug}; 3/70 → /{lang}/news/{slug}; 274/276 → variant hero, headings stripped.
 * A failed lookup (null) renders the page normally.
 */
export function redirectFor(categories: readonly number[] | null): ContentRule {
  if (!categories) return { kind: 'render', variant: 'default' };
  if (hasAny(categories, FAQ_CATEGORIES)) return { kind: 'faq-notice' };
  if (hasAny(categories, PROGRAM_CATEGORIES)) return { kind: 'redirect', section: 'programs' };
  if (hasAny(categories, NEWS_CATEGORIES)) return { kind: 'redirect', section: 'news' };
  if (hasAny(categories, AUTHOR_CATEGORIES)) return { kind: 'render', variant: 'author' };
  return { kind: 'render', variant: 'default' };
}
