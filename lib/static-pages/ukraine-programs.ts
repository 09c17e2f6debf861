import { z } from 'zod';
import en from '@/content/en/static/ukraine-programs.json';
import uk from '@/content/uk/static/ukraine-programs.json';
import { staticContent } from './load';
import {
  figureSchema,
  list,
  pageIntro,
  publicFile,
  sampleEventSchema,
  sampleFaqSchema,
  sampleNewsSchema,
  sampleProgrammeSchema,
  sampleTestimonialSchema,
  sitePath,
  text,
  titledTextSchema,
} from './schemas';

export { type UkraineTab } from './ukraine-tabs';

/** Ukrainian programmes page (hard-coded): the copy of each tab's panel. */
const ukraineProgramsSchema = z.strictObject({
  ...pageIntro,
  heroText: text,
  overview: z.strictObject({
    aboutTitle: text,
    about: list(text),
    highlightsTitle: text,
    highlights: list(titledTextSchema),
    impactTitle: text,
    impact: list(figureSchema),
    processTitle: text,
    process: list(titledTextSchema),
  }),
  programs: z.strictObject({
    title: text,
    groups: list(z.strictObject({ title: text, description: text, programmes: list(sampleProgrammeSchema) })),
    initiativesTitle: text,
    initiatives: list(titledTextSchema),
  }),
  resources: z.strictObject({
    listsTitle: text,
    lists: list(z.strictObject({ title: text, items: list(z.strictObject({ label: text, href: sitePath })) })),
    webinarsTitle: text,
    webinars: list(z.strictObject({ title: text, presenter: text, minutes: z.number().int().positive(), description: text })),
    downloadsTitle: text,
    downloads: list(z.strictObject({ title: text, href: publicFile, size: text })),
  }),
  testimonials: z.strictObject({ title: text, items: list(sampleTestimonialSchema) }),
  events: z.strictObject({
    title: text,
    items: list(sampleEventSchema),
    sessionsTitle: text,
    sessionsCaption: text,
    sessions: list(z.strictObject({ date: text, time: text, programme: text, format: text })),
  }),
  news: z.strictObject({
    title: text,
    items: list(sampleNewsSchema),
    updatesTitle: text,
    updates: list(z.strictObject({ date: text, text })),
  }),
  faq: z.strictObject({ title: text, items: list(sampleFaqSchema) }),
  contact: z.strictObject({
    title: text,
    text,
    subscribeTitle: text,
    subscribeText: text,
    socialTitle: text,
    social: list(z.strictObject({ label: text, note: text })),
  }),
});

export type UkraineProgramsContent = z.infer<typeof ukraineProgramsSchema>;

export const ukraineProgramsContent = staticContent('ukraine-programs', ukraineProgramsSchema, { en, uk });
