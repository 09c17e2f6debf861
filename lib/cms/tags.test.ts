import { describe, expect, it } from '@jest/globals';
import { CACHE_TAG_MAX_LENGTH, tags } from './tags';

// WordPress stores a Cyrillic slug percent-encoded: "стипендія-…" becomes "%d1%81%d1%82…".
const encodedCyrillic = (letters: number) => encodeURIComponent('стипендія'.repeat(Math.ceil(letters / 9)).slice(0, letters)).toLowerCase();

describe('cache tags of one item', () => {
  it('keep a short slug readable', () => {
    expect(tags.newsItem('fulbright-day')).toBe('news:fulbright-day');
    expect(tags.program('ugrad')).toBe('program:ugrad');
    expect(tags.page('faq', 'en')).toBe('page:faq:en');
  });

  it('stay within the length Next accepts for a long encoded Cyrillic slug, the same for getter and webhook', () => {
    const slug = encodedCyrillic(60);
    expect(slug.length).toBeGreaterThan(CACHE_TAG_MAX_LENGTH);
    for (const tag of [tags.newsItem(slug), tags.program(slug), tags.content(slug)]) {
      expect(tag.length).toBeLessThanOrEqual(CACHE_TAG_MAX_LENGTH);
    }
    expect(tags.newsItem(slug)).toBe(tags.newsItem(slug));
    expect(tags.newsItem(slug)).not.toBe(tags.newsItem(`${slug}-2`));
  });
});
