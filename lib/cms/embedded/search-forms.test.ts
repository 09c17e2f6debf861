import { describe, expect, it } from '@jest/globals';
import { searchAnswer } from './search';

/**
 * Issue 39 on the embedded content: every form of a word finds the same items as its other forms,
 * and a word that occurs in no item finds nothing.
 */
function ids(lang: 'uk' | 'en', query: string): number[] {
  const { body } = searchAnswer(lang, { query, per_page: '100' }) as unknown as { body: { results: { id: number }[]; total: number } };
  expect(body.total).toBe(body.results.length);
  return body.results.map((r) => r.id).sort((a, b) => a - b);
}

describe('search by word forms on the embedded content', () => {
  const groups: ['uk' | 'en', string[]][] = [
    ['uk', ['програма', 'програми', 'програму', 'програмою', 'програмі']],
    ['uk', ['стипендія', 'стипендії', 'стипендію']],
    ['uk', ['конкурс', 'конкурсу', 'конкурсом']],
    ['uk', ['випускники', 'випускників', 'випускникам']],
    ['en', ['scholarship', 'scholarships']],
    ['en', ['grantee', 'grantees']],
  ];
  for (const [lang, forms] of groups) {
    it(`${lang}: ${forms.join(' / ')} find the same items`, () => {
      const [first, ...rest] = forms.map((form) => ids(lang, form));
      expect(first?.length).toBeGreaterThan(0);
      for (const other of rest) expect(other).toEqual(first);
    });
  }

  it('finds nothing for a word no item holds', () => {
    expect(ids('uk', 'жирафами')).toEqual([]);
    expect(ids('en', 'giraffes')).toEqual([]);
  });
});
