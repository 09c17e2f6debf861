import { z } from 'zod';
import { wpDate, wpId, wpIdList, wpImage, wpSlug, wpText } from './primitives';

/** The standard WordPress posts endpoint (wp/v2/posts), with `_embed` media. */
const rendered = z
  .object({ rendered: wpText })
  .optional()
  .transform((v) => v?.rendered ?? '');

export const wpPostSchema = z.object({
  id: wpId,
  date: wpDate,
  slug: wpSlug,
  status: wpText,
  title: rendered,
  excerpt: rendered,
  content: rendered,
  categories: wpIdList,
  _embedded: z
    .object({
      'wp:featuredmedia': z
        .array(z.object({ source_url: wpImage, alt_text: wpText }).passthrough())
        .optional(),
    })
    .passthrough()
    .optional(),
});
export type WpPost = z.infer<typeof wpPostSchema>;
export const wpPostsSchema = z.array(wpPostSchema);

/** Team gallery item mapped from a post (part 2 §3: title, description or excerpt, image). */
export interface TeamGalleryItem {
  id: number;
  title: string;
  description: string;
  image: string | null;
}

export function toTeamGalleryItem(post: WpPost): TeamGalleryItem {
  return {
    id: post.id,
    title: post.title,
    description: post.excerpt,
    image: post._embedded?.['wp:featuredmedia']?.[0]?.source_url ?? null,
  };
}

