import { z } from 'zod';
import { globalBlockSchema, additionalContactSchema } from './programs';
import { translationsMap, wpId, wpImage, wpList, wpRequiredText, wpText } from './primitives';

export const dynamicContentItemSchema = z.object({
  id: wpId,
  slug: wpText,
  title: wpRequiredText,
  content: wpText,
  featured_image: wpImage,
  curator_id: z
    .union([wpId, z.literal(''), z.null(), z.literal(false)])
    .optional()
    .transform((v) => (typeof v === 'number' && v > 0 ? v : null)),
  breadcrumb: z
    .object({ home: wpText, current: wpText })
    .optional()
    .transform((v) => v ?? { home: '', current: '' }),
  additional_contacts: wpList(additionalContactSchema),
  global_blocks: wpList(globalBlockSchema),
  modified: wpText,
});
export type DynamicContentItem = z.infer<typeof dynamicContentItemSchema>;

export const dynamicContentSchema = z.object({
  content: dynamicContentItemSchema,
  translations: translationsMap,
});
export type DynamicContent = z.infer<typeof dynamicContentSchema>;
