import { describe, expect, it } from '@jest/globals';
import forms from '@/test/fixtures/search-forms.json';
import { stemWord } from '@/lib/cms/embedded/search-stem';
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
    ['uk', ['програма', 'програми', 'програму', 'програмою', 'програм', 'програмі', 'програмами', 'програмах']],
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

  // Every labelled word with the forms the stemmer joins to it: the same items for each form.
  for (const lang of ['uk', 'en'] as const) {
    it(`${lang}: each word of test/fixtures/search-forms.json finds the same items as its joined forms`, () => {
      let found = 0;
      for (const { word, forms: others } of forms[lang]) {
        const expected = ids(lang, word);
        if (expected.length > 0) found++;
        for (const form of others.filter((f) => stemWord(f) === stemWord(word))) {
          expect({ form, ids: ids(lang, form) }).toEqual({ form, ids: expected });
        }
      }
      // Most labelled words are taken from the content, so most find something.
      expect(found).toBeGreaterThan(forms[lang].length / 2);
    });
  }

  it('finds nothing for a word no item holds', () => {
    expect(ids('uk', 'жирафами')).toEqual([]);
    expect(ids('en', 'giraffes')).toEqual([]);
  });
});
