import { describe, expect, it } from '@jest/globals';
import { cutText } from './latest-news';

describe('home news cards', () => {
  it('cutText cuts near 240 characters at a word with an ellipsis', () => {
    const long = 'word '.repeat(100);
    const cut = cutText(long);
    expect(cut.length).toBeLessThanOrEqual(241);
    expect(cut.endsWith('word…')).toBe(true);
    expect(cutText('short text')).toBe('short text');
  });
});
