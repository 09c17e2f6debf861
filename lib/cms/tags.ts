import { createHash } from 'node:crypto';
import type { Locale } from '@/lib/i18n/locales';

/** Next drops, with a warning, any cache tag longer than this (NEXT_CACHE_TAG_MAX_LENGTH). */
export const CACHE_TAG_MAX_LENGTH = 256;

/**
 * A tag for one item. WordPress keeps a Cyrillic slug percent-encoded, six characters a letter,
 * so a long title's slug passes the limit: such a key is replaced by its hash, the same for the
 * getter that tags and the webhook that revalidates, instead of being dropped (which would leave
 * the item's page unrevalidated by its own tag).
 */
function itemTag(prefix: string, key: string): string {
  const tag = `${prefix}:${key}`;
  return tag.length <= CACHE_TAG_MAX_LENGTH ? tag : `${prefix}:sha256-${createHash('sha256').update(key).digest('hex')}`;
}

/**
 * Cache tags, named after what they hold. Getters tag their data with these and the
 * revalidation webhook maps what the office published onto them, so the two cannot drift.
 */
export const tags = {
  all: 'cms',
  menu: (lang: Locale) => `menu:${lang}`,
  header: (lang: Locale) => `header:${lang}`,
  footer: (lang: Locale) => `footer:${lang}`,
  programs: (lang: Locale) => `programs:${lang}`,
  program: (slug: string) => itemTag('program', slug),
  curators: 'curators',
  news: (lang: Locale) => `news:${lang}`,
  newsItem: (slug: string) => itemTag('news', slug),
  newsCategories: (lang: Locale) => `news-categories:${lang}`,
  library: (lang: Locale) => `library:${lang}`,
  heroSlides: (lang: Locale) => `hero-slides:${lang}`,
  about: (lang: Locale) => `about:${lang}`,
  testimonials: (lang: Locale) => `testimonials:${lang}`,
  team: (lang: Locale) => `team:${lang}`,
  teamGallery: (lang: Locale) => `team-gallery:${lang}`,
  page: (name: string, lang: Locale) => itemTag('page', `${name}:${lang}`),
  content: (slug: string) => itemTag('content', slug),
  posts: 'posts',
  seo: (postId: number) => `seo:${postId}`,
  timeline: (lang: Locale) => `timeline:${lang}`,
  gallery: (lang: Locale) => `gallery:${lang}`,
  authors: (lang: Locale) => `authors:${lang}`,
  search: 'search',
  sitemap: 'sitemap',
} as const;
