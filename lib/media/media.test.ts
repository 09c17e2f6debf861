import { describe, expect, it } from '@jest/globals';
import { meaningfulDescription } from './describe';
import { stepIndex } from './lightbox';

describe('image descriptions ("descriptions of 2 characters or fewer are ignored")', () => {
  it.each([
    ['', ''],
    ['ok', ''],
    [' . ', ''],
    ['abc', 'abc'],
    ['  Kyiv, 2024 ', 'Kyiv, 2024'],
  ])('%j → %j', (input, expected) => {
    expect(meaningfulDescription(input)).toBe(expected);
  });
});

describe('lightbox navigation', () => {
  it('is bounded by the first and last image in the news lightbox', () => {
    expect(stepIndex(0, -1, 5, false)).toBe(0);
    expect(stepIndex(4, 1, 5, false)).toBe(4);
    expect(stepIndex(2, 1, 5, false)).toBe(3);
  });

  it('wraps around at the ends in the gallery lightbox', () => {
    expect(stepIndex(0, -1, 5, true)).toBe(4);
    expect(stepIndex(4, 1, 5, true)).toBe(0);
  });
});
