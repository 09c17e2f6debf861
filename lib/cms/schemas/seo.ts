import { z } from 'zod';
import { wpRequiredText, wpText } from './primitives';

export const seoRecordSchema = z.object({ title: wpRequiredText, description: wpText, modified_time: wpText });
export type SeoRecord = z.infer<typeof seoRecordSchema>;
