import { z } from 'zod';
import en from '@/content/en/static/impact.json';
import uk from '@/content/uk/static/impact.json';
import { staticContent } from './load';
import { figureSchema, list, pageIntro, publicFile, text } from './schemas';

/** Program Impact page (hard-coded): a participant's story and blocks by type. */
const storySectionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('text'), title: text, paragraphs: list(text) }),
  z.strictObject({ type: z.literal('gallery'), title: text, images: z.array(z.strictObject({ src: publicFile, alt: text })).min(1) }),
  z.strictObject({ type: z.literal('quote'), quote: text, author: text }),
  z.strictObject({ type: z.literal('achievements'), title: text, items: list(text) }),
]);

const blockSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('statistics'), title: text, items: list(figureSchema.extend({ description: text })) }),
  z.strictObject({ type: z.literal('timeline'), title: text, events: list(z.strictObject({ year: text, title: text, description: text })) }),
  z.strictObject({ type: z.literal('research'), title: text, projects: list(z.strictObject({ title: text, field: text, description: text })) }),
  z.strictObject({ type: z.literal('testimonials'), title: text, items: list(z.strictObject({ quote: text, author: text, role: text })) }),
  z.strictObject({ type: z.literal('globalNetwork'), title: text, description: text, figures: list(figureSchema) }),
  z.strictObject({
    type: z.literal('publications'),
    title: text,
    items: list(z.strictObject({ title: text, authors: text, venue: text, year: text })),
  }),
  z.strictObject({ type: z.literal('mediaHighlights'), title: text, items: list(z.strictObject({ outlet: text, headline: text, date: text })) }),
  z.strictObject({
    type: z.literal('impactMetrics'),
    title: text,
    metrics: list(z.strictObject({ label: text, percent: z.number().min(0).max(100), description: text })),
  }),
]);

const impactSchema = z.strictObject({
  ...pageIntro,
  figures: list(figureSchema),
  story: z.strictObject({
    title: text,
    participant: z.strictObject({ name: text, role: text, image: publicFile, quote: text }),
    sections: list(storySectionSchema),
  }),
  blocks: list(blockSchema),
});

export type ImpactStorySection = z.infer<typeof storySectionSchema>;
export type ImpactBlock = z.infer<typeof blockSchema>;
export type ImpactContent = z.infer<typeof impactSchema>;

export const impactContent = staticContent('impact', impactSchema, { en, uk });
