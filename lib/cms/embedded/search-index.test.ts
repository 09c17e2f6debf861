import { describe, expect, it } from '@jest/globals';
import { fold, rankDocuments, type SearchDocument } from './search-index';

const doc = (id: number, title: string, body: string, date = '2026-01-01'): SearchDocument => ({
  id, type: 'news', title, body, url: `/uk/news/${id}`, date,
});

describe('embedded search', () => {
  it('folds case, diacritics and apostrophes', () => {
    expect(fold('Київ')).toBe(fold('КИЇВ'));
    expect(fold('Київ')).toBe(fold('Kиiв'.replace('K', 'К')));
    expect(fold('Ukraine’s')).toBe(fold("ukraine's"));
    expect(fold('Fulbrīght Café')).toBe('fulbright cafe');
  });

  it('ranks title matches above body matches, then newer first', () => {
    const results = rankDocuments(
      [
        doc(1, 'Новини', 'Програма Фулбрайта для магістрантів', '2026-05-01'),
        doc(2, 'Програма для магістрантів', 'Опис', '2025-01-01'),
        doc(3, 'Інше', 'Нічого спільного'),
        doc(4, 'Ще одна програма для магістрантів', 'x', '2026-02-01'),
      ],
      'магістрантів',
    );
    expect(results.map((r) => r.id)).toEqual([4, 2, 1]);
  });

  it('is tolerant of letters with marks in Ukrainian', () => {
    const [hit] = rankDocuments([doc(1, 'Стипендія Хамфрі', 'Для професіоналів')], 'стипендiя');
    expect(hit?.id).toBe(1);
  });

  it('needs every word and builds an excerpt with the matched fragment', () => {
    const results = rankDocuments([doc(1, 'A', 'The Fulbright Visiting Scholar Program supports research in the USA.')], 'visiting SCHOLAR');
    expect(results).toHaveLength(1);
    expect(results[0]?.highlight).toBe('Visiting Scholar');
    expect(results[0]?.excerpt).toContain('Visiting Scholar Program');
    expect(rankDocuments([doc(1, 'A', 'Visiting only')], 'visiting scholar')).toEqual([]);
  });
});
