import type { Testimonial } from '@/lib/cms/schemas';
import { htmlToText, sanitizeCmsHtml } from '@/lib/html/sanitize';
import { normaliseYear, type Story } from './stories';

/**
 * A story is a testimonial whose program becomes program_type (default the
 * programme's name in the page's language), with its year normalised.
 */
export function toStory(testimonial: Testimonial, defaultProgram: string, now: Date): Story {
  return {
    id: testimonial.id,
    name: testimonial.name.trim(),
    position: testimonial.position.trim(),
    institution: testimonial.institution.trim(),
    year: normaliseYear(testimonial.year, now),
    program: testimonial.program.trim() || defaultProgram,
    photo: testimonial.photo,
    html: sanitizeCmsHtml(testimonial.content),
    text: htmlToText(testimonial.content),
  };
}
