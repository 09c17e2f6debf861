import { z } from 'zod';
import {
  alternateSlug,
  translationsMap,
  wpBool,
  wpDate,
  wpId,
  wpIdRef,
  wpImage,
  wpList,
  wpRequiredSlug,
  wpRequiredText,
  wpText,
} from './primitives';
import { curatorSchema } from './team';

const programSchema = z.object({
  id: wpId,
  title: wpRequiredText,
  slug: wpRequiredSlug,
  description: wpText,
  learnMoreLink: wpText,
  /** Free deadline text; when non-empty it decides the status (rule 1). */
  deadline: wpText,
  submit: wpBool,
  auto_manage_submissions: wpBool,
  application_start_date: wpDate,
  application_end_date: wpDate,
  submit_url: wpText,
  curator_id: wpIdRef,
  alternate_slug: alternateSlug,
  modified: wpDate,
  /** Marked noindex in the office's SEO plugin: left out of the sitemap. */
  noindex: wpBool,
});
export type Program = z.infer<typeof programSchema>;

const programCategoryGroupSchema = z.object({
  id: wpId,
  label: wpRequiredText,
  slug: wpText,
  programs: wpList(programSchema),
});
export type ProgramCategoryGroup = z.infer<typeof programCategoryGroupSchema>;
export const programsSchema = z.array(programCategoryGroupSchema);

export const globalBlockSchema = z.object({
  id: wpId,
  /** start, after_content, after_section_N or end */
  position: z.string().regex(/^(start|after_content|end|after_section_\d+)$/),
  content: wpText,
});
export type GlobalBlock = z.infer<typeof globalBlockSchema>;

export const additionalContactSchema = z.object({ label: wpText, email: wpText });

export const programDetailSchema = programSchema.extend({
  featured_image: wpImage,
  content: wpText,
  sections: wpList(z.object({ title: wpText, content: wpText })),
  faq_questions: wpList(
    z.object({ id: wpId, question: wpRequiredText, short_answer: wpText, answer: wpText }),
  ),
  global_blocks: wpList(globalBlockSchema),
  breadcrumb: z
    .object({ programs: wpText, current: wpText })
    .optional()
    .transform((v) => v ?? { programs: '', current: '' }),
  additional_contacts: wpList(additionalContactSchema),
  next_program: z
    .object({ url: wpText, title: wpText })
    .nullish()
    .transform((v) => (v && v.url ? v : null)),
  curator: curatorSchema.nullish().transform((v) => v ?? null),
});
export type ProgramDetail = z.infer<typeof programDetailSchema>;

export const programsPageSchema = z.object({
  program: wpText,
  translations: translationsMap,
  hero_title: wpRequiredText,
  hero_subtitle: wpText,
  hero_description: wpText,
  stats_programs_label: wpText,
  stats_categories_label: wpText,
  stats_universities_number: wpText,
  stats_universities_label: wpText,
  main_title: wpText,
  main_subtitle: wpText,
  cta_title: wpText,
  cta_subtitle: wpText,
  cta_button1_text: wpText,
  cta_button1_url: wpText,
  cta_button2_text: wpText,
  cta_button2_url: wpText,
  cta_note: wpText,
  page_content: wpText,
});
export type ProgramsPage = z.infer<typeof programsPageSchema>;

