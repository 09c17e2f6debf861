import { z } from 'zod';
import { globalBlockSchema, additionalContactSchema } from './programs';
import { alternateSlug, translationsMap, wpBool, wpId, wpIdList, wpIdRef, wpImage, wpList, wpRequiredSlug, wpRequiredText, wpSlug, wpText } from './primitives';

const dynamicContentItemSchema = z.object({
  id: wpId,
  slug: wpSlug,
  title: wpRequiredText,
  content: wpText,
  featured_image: wpImage,
  curator_id: wpIdRef,
  breadcrumb: z
    .object({ home: wpText, current: wpText })
    .optional()
    .transform((v) => v ?? { home: '', current: '' }),
  additional_contacts: wpList(additionalContactSchema),
  global_blocks: wpList(globalBlockSchema),
  modified: wpText,
  /** The post's categories when the CMS sends them (the redirect rules read them from wp/v2/posts). */
  categories: wpIdList,
  alternate_slug: alternateSlug,
});
export type DynamicContentItem = z.infer<typeof dynamicContentItemSchema>;

export const dynamicContentSchema = z.object({
  content: dynamicContentItemSchema,
  translations: translationsMap,
});
export type DynamicContent = z.infer<typeof dynamicContentSchema>;

/** `dynamic-content` without a slug: every public page of a language (the sitemap lists them). */
export const dynamicPagesSchema = z.object({
  pages: wpList(
    z.object({ id: wpId, slug: wpRequiredSlug, modified: wpText, categories: wpIdList, alternate_slug: alternateSlug, noindex: wpBool }),
  ),
});
export type DynamicPages = z.infer<typeof dynamicPagesSchema>;
