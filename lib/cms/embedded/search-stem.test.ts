import { describe, expect, it } from '@jest/globals';
import contract from '@/test/fixtures/search-stems.json';
import { normalizeWord, stemWord, stemsOf } from './search-stem';

/** The contract with the plugin's EOS_Search_Stem: both read test/fixtures/search-stems.json. */
describe('stems shared with the plugin (test/fixtures/search-stems.json)', () => {
  it('gives every word of the fixture its stem', () => {
    const differ = (contract.stems as [string, string][]).filter(([word, stem]) => stemWord(word) !== stem);
    expect(differ).toEqual([]);
  });
});

describe('normalisation before the stem (issue 39)', () => {
  it('ignores case and the apostrophe variants', () => {
    expect(stemWord('ПРОГРАМА')).toBe(stemWord('програма'));
    for (const w of ['здоров’я', 'здоровʼя', 'здоров`я']) expect(stemWord(w)).toBe(stemWord("здоров'я"));
  });

  it('turns look-alike letters of the other script into the word’s own', () => {
    expect(normalizeWord('прoграма')).toBe('програма'); // Latin o
    expect(normalizeWord('sсholarship')).toBe('scholarship'); // Cyrillic с
  });

  it('keeps і, ї, й and є as written', () => {
    expect(normalizeWord('Їжак')).toBe('їжак');
    expect(normalizeWord('Європа')).toBe('європа');
  });

  it('joins the forms the issue names', () => {
    for (const group of [
      ['програма', 'програми', 'програму', 'програмою', 'програм'],
      ['стипендія', 'стипендії', 'стипендію'],
      ['scholarship', 'scholarships'],
    ]) {
      expect(new Set(group.map(stemWord)).size).toBe(1);
    }
    expect(stemWord('програміст')).not.toBe(stemWord('програма'));
  });

  it('reads the words of a text, splitting at hyphens', () => {
    expect(stemsOf('Fulbright-програми, «стипендії»')).toEqual(['fulbright', 'програм', 'стипенд']);
  });
});
