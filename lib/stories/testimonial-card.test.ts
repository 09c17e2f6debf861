import { describe, expect, it } from '@jest/globals';
import { testimonialView } from './testimonial-card';

const words = (n: number) => 'a'.repeat(n);

describe('testimonial card', () => {
  it('"Text over 268 characters is cut with an ellipsis and gets a read-more toggle"', () => {
    expect(testimonialView(words(268)).collapsed).toBeNull();
    const view = testimonialView(words(269));
    expect(view.collapsed).toBe(`${words(268)}…`);
  });

  it('counts the text without tags', () => {
    const html = `<p>${words(200)}</p><p><strong>${words(60)}</strong></p>`;
    expect(testimonialView(html).collapsed).toBeNull();
    expect(testimonialView(html).plainText).toBe(false);
  });

  it('"A plain-text card over 500 characters spans the full width when expanded"', () => {
    expect(testimonialView(words(501)).fullWidthWhenExpanded).toBe(true);
    expect(testimonialView(words(500)).fullWidthWhenExpanded).toBe(false);
    expect(testimonialView(`<p>${words(600)}</p>`).fullWidthWhenExpanded).toBe(false);
  });
});
