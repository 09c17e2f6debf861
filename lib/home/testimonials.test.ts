import { describe, expect, it } from '@jest/globals';
import type { Testimonial } from '@/lib/cms/schemas';
import { homeTestimonials } from './testimonials';

const t = (id: number, flags: Partial<Pick<Testimonial, 'is_home' | 'is_home_testimonials'>>): Testimonial => ({
  id, name: `P${id}`, position: '', institution: '', year: '', photo: null, content: '', program: '',
  is_home: false, is_home_testimonials: false, ...flags,
});

describe('homeTestimonials — "Up to 3 home testimonials (those flagged is_home_testimonials or is_home)"', () => {
  it('keeps flagged ones only, at most 3, in order', () => {
    const items = [t(1, {}), t(2, { is_home: true }), t(3, { is_home_testimonials: true }), t(4, { is_home: true }), t(5, { is_home: true })];
    expect(homeTestimonials(items).map((x) => x.id)).toEqual([2, 3, 4]);
  });
});
