import { z } from 'zod';
import { wpId } from './primitives';

/** `preview`: the item a preview token opens and until when (ISO 8601). */
export const previewCheckSchema = z.object({ post_id: wpId, expires: z.string().min(1) });
export type PreviewCheck = z.infer<typeof previewCheckSchema>;
