import { z } from 'zod';
import en from '@/content/en/static/circles-demo.json';
import uk from '@/content/uk/static/circles-demo.json';
import { staticContent } from './load';
import { pageIntro, text } from './schemas';

/** Circles demo page: decorative circle variants in four groups. */
const CIRCLE_STYLES = ['solid', 'outline', 'gradient', 'dashed', 'ring', 'pulse', 'glow', 'orbit'] as const;
export type CircleStyle = (typeof CIRCLE_STYLES)[number];

const circlesSchema = z.strictObject({
  ...pageIntro,
  note: text,
  groups: z
    .array(
      z.strictObject({
        size: z.enum(['large', 'medium', 'small', 'interactive']),
        title: text,
        description: text,
        variants: z.array(z.strictObject({ id: text, name: text, description: text, look: z.enum(CIRCLE_STYLES) })).min(1),
      }),
    )
    .min(1),
});

export type CirclesContent = z.infer<typeof circlesSchema>;

export const circlesContent = staticContent('circles-demo', circlesSchema, { en, uk });
