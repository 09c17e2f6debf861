import { z } from 'zod';
import {
  alternateSlug,
  listAnswer,
  translationsMap,
  wpBool,
  wpDate,
  wpId,
  wpIdList,
  wpImage,
  wpList,
  wpNumber,
  wpRequiredSlug,
  wpRequiredText,
  wpText,
} from './primitives';

const NEWS_TEMPLATES = ['default', 'split-screen', 'grid-mosaic', 'immersive-parallax'] as const;
export type NewsTemplate = (typeof NEWS_TEMPLATES)[number];

const newsImageSchema = z.object({ url: wpRequiredText, title: wpText, description: wpText });

export const newsItemSchema = z.object({
  id: wpId,
  /** HTML: WordPress titles may carry entities and inline tags. */
  title: wpRequiredText,
  slug: wpRequiredSlug,
  date: wpDate.refine((v) => v !== '', 'date is required'),
  modified: wpDate,
  image: wpImage,
  description: wpText,
  full_description: wpText,
  link: wpText,
  categories: wpIdList,
  content: wpText,
  wordpress_url: wpText,
  views: z
    .union([wpNumber, z.null()])
    .optional()
    .transform((v) => v ?? 0),
  images: wpList(newsImageSchema),
  /** Unknown templates render the default layout. */
  news_template: z
    .union([z.string(), z.null(), z.literal(false)])
    .optional()
    .transform((v): NewsTemplate =>
      (NEWS_TEMPLATES as readonly string[]).includes(v as string) ? (v as NewsTemplate) : 'default',
    ),
  author: wpText,
  alternate_slug: alternateSlug,
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsListSchema = listAnswer('news', newsItemSchema);
export type NewsList = z.infer<typeof newsListSchema>;

/**
 * The paged form of `news` (`page`, `per_page`, `fields`): items with the fields asked for, plus
 * `excerpt`, the card's text computed where the body is. A CMS that ignores those parameters
 * answers the whole list of full items, which this schema takes too (`excerpt` is then absent).
 */
const newsEntrySchema = newsItemSchema.extend({ excerpt: z.string().optional() });
export const newsEntriesSchema = listAnswer('news', newsEntrySchema);

/** What the sitemap needs of an article (the paged form with `fields=slug,date,modified,alternate_slug`). */
export const newsLinksSchema = z.object({
  news: z.array(z.object({ slug: wpRequiredText, date: wpDate, modified: wpDate, alternate_slug: alternateSlug, categories: wpIdList, noindex: wpBool })),
});
export type NewsLink = z.infer<typeof newsLinksSchema>['news'][number];

const newsCategorySchema = z.object({
  id: wpId,
  name: wpRequiredText,
  slug: wpText,
  /** Listed articles in the category (optional: without it the site counts them in the whole list). */
  count: z.union([wpNumber, z.null()]).optional().transform((v) => (typeof v === 'number' ? v : null)),
});
export type NewsCategory = z.infer<typeof newsCategorySchema>;
export const newsCategoriesSchema = z.array(newsCategorySchema);

export const newsPageSchema = z.object({
  news: wpList(newsItemSchema),
  categories: wpList(newsCategorySchema),
  translations: translationsMap,
  news_per_page: z
    .union([wpNumber, z.literal(''), z.null()])
    .optional()
    .transform((v) => (typeof v === 'number' && v > 0 ? v : null)),
  hero_title: wpRequiredText,
  hero_subtitle: wpText,
  hero_description: wpText,
  stats_articles_label: wpText,
  stats_categories_label: wpText,
  stats_frequency_text: wpText,
  stats_frequency_label: wpText,
  filter_all_news: wpText,
  search_placeholder: wpText,
  search_results_text: wpText,
  /** Plural-form labels for the result count (one, few, many, other). */
  search_results_one: wpText,
  search_results_few: wpText,
  search_results_many: wpText,
  search_results_other: wpText,
  no_search_results: wpText,
  no_category_results: wpText,
  read_more: wpText,
  newsletter_title: wpText,
  newsletter_subtitle: wpText,
  newsletter_email_placeholder: wpText,
  newsletter_button_text: wpText,
  newsletter_subscribers_text: wpText,
});
export type NewsPage = z.infer<typeof newsPageSchema>;
