import { z } from 'zod';
import { wpText } from './primitives';

export const seoRecordSchema = z.object({ title: wpText, description: wpText, modified_time: wpText });
export type SeoRecord = z.infer<typeof seoRecordSchema>;
