import { z } from 'zod';
import en from '@/content/en/static/research.json';
import uk from '@/content/uk/static/research.json';
import { staticContent } from './load';
import { pageIntro, sitePath, text } from './schemas';

/** Research page: a placeholder showcase with one example study. */
const researchSchema = z.strictObject({
  ...pageIntro,
  notice: text,
  study: z.strictObject({
    title: text,
    author: text,
    affiliation: text,
    year: text,
    field: text,
    abstract: text,
    findings: z.array(text).min(1),
  }),
  cta: z.strictObject({ text, linkText: text, href: sitePath }),
});

export type ResearchContent = z.infer<typeof researchSchema>;

export const researchContent = staticContent('research', researchSchema, { en, uk });
