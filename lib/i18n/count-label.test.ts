import { describe, expect, it } from '@jest/globals';
import { countLabel, figureCount } from './count-label';

const articles = { one: 'публікація', few: 'публікації', many: 'публікацій', other: 'публікації' };
const articlesEn = { one: 'article', other: 'articles' };

describe('count labels go through the plural rules ("one (1), few (2-4), many (others and 11-14)")', () => {
  it.each([
    [34, 'публікації'],
    [21, 'публікація'],
    [35, 'публікацій'],
    [12, 'публікацій'],
  ])('the CMS word beside a count takes the form the count needs ("34 публікації", not "34 публікацій"): %i %s', (count, form) => {
    expect(countLabel(count, 'uk', articles, 'публікацій')).toBe(form);
  });

  it('without a CMS word the dictionary forms speak', () => {
    expect(countLabel(3, 'uk', articles)).toBe('публікації');
    expect(countLabel(1, 'en', articlesEn)).toBe('article');
    expect(countLabel(36, 'en', articlesEn, '')).toBe('articles');
  });

  it('keeps the office’s capital letter', () => {
    expect(countLabel(8, 'uk', { one: 'історія', few: 'історії', many: 'історій', other: 'історії' }, 'Історій')).toBe('Історій');
    expect(countLabel(3, 'uk', { one: 'історія', few: 'історії', many: 'історій', other: 'історії' }, 'Історій')).toBe('Історії');
  });

  it('a word the dictionary does not know is the office’s own: kept for round figures, the dictionary’s form otherwise', () => {
    expect(countLabel(40, 'uk', articles, 'матеріалів')).toBe('матеріалів');
    expect(countLabel(2, 'uk', articles, 'матеріалів')).toBe('публікації');
    expect(countLabel(40, 'en', articlesEn, 'stories')).toBe('stories');
    expect(countLabel(1, 'en', articlesEn, 'stories')).toBe('article');
  });
});

describe('figureCount reads the number of a figure the CMS wrote as text', () => {
  it.each([
    ['34', 34],
    ['2,000+', 2000],
    ['2 000+', 2000],
    ['2000+', 2000],
    ['12 400', 12400],
    ['400 000+', 400000],
  ])('%s → %i', (text, n) => expect(figureCount(text)).toBe(n));
  it.each(['100%', 'Weekly', '', '1992–2026'])('%s is not a count', (text) => expect(figureCount(text)).toBeNull());
});
