import { describe, expect, it } from '@jest/globals';
import forms from '@/test/fixtures/search-forms.json';
import { stemWord } from './search-stem';

/**
 * Issue 39: "The test reports precision and recall of joining" on our labelled list. A pair joins
 * when both words have the same stem; each word's forms must join with it (recall), its
 * look-alikes must not (precision: joined forms over all joined pairs).
 */
interface Entry {
  word: string;
  forms: string[];
  not: string[];
}

function joining(entries: readonly Entry[], stem: (word: string) => string) {
  let truePositives = 0;
  let falseNegatives = 0;
  let falsePositives = 0;
  const misses: string[] = [];
  for (const { word, forms: same, not } of entries) {
    const base = stem(word);
    for (const form of same) {
      if (stem(form) === base) truePositives++;
      else {
        falseNegatives++;
        misses.push(`${word}≠${form}`);
      }
    }
    for (const other of not) {
      if (stem(other) === base) {
        falsePositives++;
        misses.push(`${word}=${other}`);
      }
    }
  }
  const joined = truePositives + falsePositives;
  return {
    precision: joined === 0 ? 1 : truePositives / joined,
    recall: truePositives / (truePositives + falseNegatives),
    misses,
  };
}

describe('joining word forms on test/fixtures/search-forms.json', () => {
  it('has at least 150 Ukrainian and 50 English words', () => {
    expect(forms.uk.length).toBeGreaterThanOrEqual(150);
    expect(forms.en.length).toBeGreaterThanOrEqual(50);
  });

  for (const lang of ['uk', 'en'] as const) {
    it(`${lang}: precision at least 0.95 and recall at least 0.90`, () => {
      const { precision, recall, misses } = joining(forms[lang], stemWord);
      console.log(`${lang}: precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}; misses: ${misses.join(', ')}`);
      expect(precision).toBeGreaterThanOrEqual(0.95);
      expect(recall).toBeGreaterThanOrEqual(0.9);
    });
  }
});
