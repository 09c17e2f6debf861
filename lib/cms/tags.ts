import type { Locale } from '@/lib/i18n/locales';

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
  program: (slug: string) => `program:${slug}`,
  curators: 'curators',
  news: (lang: Locale) => `news:${lang}`,
  newsItem: (slug: string) => `news:${slug}`,
  newsCategories: (lang: Locale) => `news-categories:${lang}`,
  library: (lang: Locale) => `library:${lang}`,
  heroSlides: (lang: Locale) => `hero-slides:${lang}`,
  about: (lang: Locale) => `about:${lang}`,
  testimonials: (lang: Locale) => `testimonials:${lang}`,
  team: (lang: Locale) => `team:${lang}`,
  teamGallery: (lang: Locale) => `team-gallery:${lang}`,
  page: (name: string, lang: Locale) => `page:${name}:${lang}`,
  content: (slug: string) => `content:${slug}`,
  posts: 'posts',
  seo: (postId: number) => `seo:${postId}`,
  timeline: (lang: Locale) => `timeline:${lang}`,
  gallery: (lang: Locale) => `gallery:${lang}`,
  authors: (lang: Locale) => `authors:${lang}`,
  search: 'search',
  sitemap: 'sitemap',
} as const;
