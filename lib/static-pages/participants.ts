import { z } from 'zod';
import en from '@/content/en/static/participants.json';
import uk from '@/content/uk/static/participants.json';
import { staticContent } from './load';
import { text } from './schemas';

/** Sample profiles (for its filters) and counts by year. */
const participantsSchema = z.strictObject({
  samples: z.array(z.strictObject({ name: text, field: text, year: z.string().regex(/^\d{4}$/), program: text })).min(1),
  statsByYear: z.array(z.strictObject({ year: z.string().regex(/^\d{4}$/), count: z.number().int().nonnegative() })).min(1),
});


export const participantsContent = staticContent('participants', participantsSchema, { en, uk });
