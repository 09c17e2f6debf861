import { z } from 'zod';
import { wpText } from './primitives';

/**
 * `seo/{postId}`: what the office stored for an item (the plugin's own box, else Yoast SEO's or
 * Rank Math's fields, variables resolved). Any field may be empty; `canonical` is an absolute URL.
 */
export const seoRecordSchema = z.object({ title: wpText, description: wpText, canonical: wpText, modified_time: wpText });
export type SeoRecord = z.infer<typeof seoRecordSchema>;
