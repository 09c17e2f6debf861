import { z } from 'zod';
import { person } from './fields';
import { wpBool, wpId, wpImage, wpRequiredText, wpText } from './primitives';

const heroSlideSchema = z.object({
  id: wpId,
  image: wpImage,
  title: wpRequiredText,
  description: wpText,
  /** Spec default 'Learn More' is applied by the component in the page's language. */
  cta_text: wpText,
  cta_link: wpText,
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;
export const heroSlidesSchema = z.array(heroSlideSchema);

export const aboutDataSchema = z.object({
  title: wpRequiredText,
  content: wpText,
  featured_image: wpImage,
  alumni_count: wpText,
  alumni_label: wpText,
  programs_count: wpText,
  programs_label: wpText,
  years_count: wpText,
  years_excellence_label: wpText,
  page_link: wpText,
  learn_more_text: wpText,
});
export type AboutData = z.infer<typeof aboutDataSchema>;

/**
 * `is_home_testimonials` and `is_home` are two spellings of one flag (spec: "those flagged
 * is_home_testimonials or is_home"); the site sees one `is_home`, as WordPress stores one.
 */
export const testimonialSchema = z
  .object({
    ...person,
    position: wpText,
    institution: wpText,
    year: wpText,
    photo: wpImage,
    content: wpText,
    program: wpText,
    is_home_testimonials: wpBool,
    is_home: wpBool,
  })
  .transform(({ is_home_testimonials, is_home, ...rest }) => ({ ...rest, is_home: is_home_testimonials || is_home }));
export type Testimonial = z.infer<typeof testimonialSchema>;
export const testimonialsSchema = z.array(testimonialSchema);
