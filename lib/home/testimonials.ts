import { HOME_TESTIMONIALS_MAX } from '@/lib/constants';
import type { Testimonial } from '@/lib/cms/schemas';

/** Spec: "Up to 3 home testimonials (those flagged is_home_testimonials or is_home)." */
export function homeTestimonials(items: Testimonial[]): Testimonial[] {
  return items.filter((t) => t.is_home).slice(0, HOME_TESTIMONIALS_MAX);
}
