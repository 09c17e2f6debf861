import { z } from 'zod';
import { wpBool, wpText } from './primitives';

/**
 * `seo/{postId}`: what the office stored for an item (the plugin's own box, else Yoast SEO's or
 * Rank Math's fields, variables resolved). Any field may be empty; `canonical` is an absolute URL;
 * `noindex`: the office asked search engines not to index it (missing: no).
 */
export const seoRecordSchema = z.object({ title: wpText, description: wpText, canonical: wpText, modified_time: wpText, noindex: wpBool });
export type SeoRecord = z.infer<typeof seoRecordSchema>;
