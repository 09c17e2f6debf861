import { describe, expect, it } from '@jest/globals';
import { testimonialSchema, type Testimonial } from '@/lib/cms/schemas';
import { homeTestimonials } from './testimonials';

const raw = (id: number, flags: Record<string, unknown>) => ({ id, name: `P${id}`, ...flags });
const t = (id: number, flags: Record<string, unknown>): Testimonial => testimonialSchema.parse(raw(id, flags));

describe('homeTestimonials — "Up to 3 home testimonials (those flagged is_home_testimonials or is_home)"', () => {
  it('keeps flagged ones only, whichever spelling of the flag, at most 3, in order', () => {
    const items = [t(1, {}), t(2, { is_home: true }), t(3, { is_home_testimonials: '1' }), t(4, { is_home: '1' }), t(5, { is_home: true })];
    expect(homeTestimonials(items).map((x) => x.id)).toEqual([2, 3, 4]);
  });

  it('reads the two spellings as one flag', () => {
    expect(t(1, { is_home_testimonials: true }).is_home).toBe(true);
    expect(t(2, { is_home: '1', is_home_testimonials: '0' }).is_home).toBe(true);
    expect(t(3, { is_home: '0' }).is_home).toBe(false);
  });
});
