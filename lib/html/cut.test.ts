import { describe, expect, it } from '@jest/globals';
import { cutAt, cutAtWord } from './cut';

describe('cutting text with an ellipsis', () => {
  it('"News card description fallback cut: 240 characters", at a word, without trailing punctuation', () => {
    const cut = cutAtWord('word, '.repeat(60), 240);
    expect(cut.length).toBeLessThanOrEqual(241);
    expect(cut.endsWith('word…')).toBe(true);
    expect(cutAtWord('  short \n text ', 240)).toBe('short text');
  });

  it('cuts inside a word only when the last boundary would drop more than 40 % of the limit', () => {
    expect(cutAtWord(`ab ${'x'.repeat(30)}`, 10)).toBe(`ab ${'x'.repeat(7)}…`);
    expect(cutAtWord(`${'x'.repeat(7)} yyyyyy`, 10)).toBe(`${'x'.repeat(7)}…`);
  });

  it('"truncated to 150 characters with an ellipsis until expanded": exactly the limit, null when it fits', () => {
    expect(cutAt('x'.repeat(150), 150)).toBeNull();
    expect(cutAt('x'.repeat(151), 150)).toBe(`${'x'.repeat(150)}…`);
    expect(cutAt(`${'x'.repeat(9)} more`, 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
