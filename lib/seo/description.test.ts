import { describe, expect, it } from '@jest/globals';
import { cutDescription } from './description';

const long =
  'The Fulbright Program offers grants to Ukrainian graduate students, scholars and professionals to study, conduct research and teach in the United States of America for one academic year.';

describe('meta description cut ("cut near 155 characters for pages, 160 for article text stripped of tags (plus an ellipsis)")', () => {
  it('keeps a short text whole', () => {
    expect(cutDescription('<p>Short <b>text</b></p>')).toBe('Short text');
  });

  it('cuts a page description at a word boundary at or before 155 characters, plus an ellipsis', () => {
    const cut = cutDescription(long, 'page');
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(156);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(long.charAt(cut.length - 1)).toBe(' ');
  });

  it('allows 160 characters for article text', () => {
    const cut = cutDescription(`<p>${long}</p>`, 'article');
    expect(cut.length).toBeLessThanOrEqual(161);
    expect(cut.length).toBeGreaterThan(140);
  });
});
