import { describe, expect, it } from '@jest/globals';
import { SEARCH_MAX_WORDS } from '@/lib/constants';
import { pluginConstant } from '@/test/support/plugin-constant';
import {
  describeMatch,
  excerptAround,
  findMatch,
  fold,
  indexDocuments,
  queryTerms,
  rankIndexed,
  vocabularyOf,
  type SearchDocument,
} from './search-index';

/** Index, rank and describe, as the embedded search answer does (search.ts) for its language. */
function rankDocuments(documents: SearchDocument[], query: string) {
  const index = indexDocuments(documents);
  const words = queryTerms(query, vocabularyOf(index));
  return rankIndexed(index, query, words).map(({ doc, score }) => ({ id: doc.id, title: doc.title, score, ...describeMatch(doc, query, words) }));
}

const doc = (id: number, title: string, body: string, date = '2026-01-01'): SearchDocument => ({
  id,
  type: 'news',
  title,
  body,
  url: `/uk/news/${id}`,
  date,
});

describe('folding (case-insensitive and diacritics-tolerant)', () => {
  it('folds case, combining marks and Latin diacritics', () => {
    expect(fold('Київ')).toBe(fold('КИЇВ'));
    expect(fold('Fulbrīght Café')).toBe('fulbright cafe');
    expect(fold('й')).toBe(fold('и'));
    expect(fold('ї')).toBe(fold('і'));
  });

  it('folds the apostrophe variants of Ukrainian and English to one', () => {
    expect(fold('Ukraine’s')).toBe(fold("ukraine's"));
    expect(fold('сім’я')).toBe(fold('сімʼя'));
    expect(fold('сім`я')).toBe(fold("сім'я"));
  });

  it('treats Ukrainian і and Latin i as the same letter', () => {
    expect(fold('Стипендія')).toBe(fold('Стипендiя'));
  });

  it('keeps one folded character per source character', () => {
    for (const text of ['Київ’ї é', 'ÀÉÎÕÜ', 'йїЙЇ']) expect(fold(text)).toHaveLength([...text].length);
  });

  it('splits a query into words, dropping punctuation', () => {
    expect(queryTerms('  Fulbright,  «Програма»! U.S.-based ').map((w) => w.folded)).toEqual(['fulbright', 'програма', 'u', 's', 'based']);
    expect(queryTerms("п’ять").map((w) => w.folded)).toEqual(["п'ять"]);
    expect(queryTerms('J-1 visa').map((w) => w.folded)).toEqual(['j-1', 'visa']);
  });

  it(`counts the first ${SEARCH_MAX_WORDS} words of a query (issue 50: "Cap the query's words (say 8)")`, () => {
    const letters = [...'бвгґджзклмнпрстфхцчшщ', ...'bcdfghjklmnpqrstvwxz'].slice(0, 39);
    expect(queryTerms(['межа', ...letters].join(' ')).map((w) => w.folded)).toEqual(['межа', ...letters.slice(0, SEARCH_MAX_WORDS - 1)]);
    // The WordPress plugin counts as many, so both CMSs answer a long query alike.
    expect(pluginConstant('search-index.php', 'MAX_WORDS')).toBe(SEARCH_MAX_WORDS);
  });
});

describe('ranking', () => {
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

  it('puts a newer body match after an older title match', () => {
    const results = rankDocuments([doc(1, 'A', 'visa support', '2027-01-01'), doc(2, 'Visa support', 'b', '2020-01-01')], 'visa');
    expect(results.map((r) => r.id)).toEqual([2, 1]);
  });

  it('matches a known word by its forms, not inside a longer word; a part of a word as typed', () => {
    const docs = [doc(1, 'Fulbrighters meet', 'Fulbright alumni met in Kyiv.', '2027-01-01'), doc(2, 'Fulbright turns 80', 'x', '2020-01-01')];
    // The title that holds the word ranks above the one that holds only "Fulbrighters".
    expect(rankDocuments(docs, 'fulbright').map((r) => r.id)).toEqual([2, 1]);
    expect(rankDocuments(docs, 'fulbrighter').map((r) => r.id)).toEqual([1]);
    // "fulbrig" is no word of the content: a visitor still typing it finds both, newer first.
    expect(rankDocuments(docs, 'fulbrig').map((r) => r.id)).toEqual([1, 2]);
  });

  it('orders WordPress dates with a space and missing dates without failing', () => {
    const results = rankDocuments(
      [doc(1, 'Visa', '', ''), doc(2, 'Visa', '', '2026-03-01 10:00:00'), doc(3, 'Visa', '', 'not a date'), doc(4, 'Visa', '', '2026-04-01')],
      'visa',
    );
    expect(results.map((r) => r.id)).toEqual([4, 2, 1, 3]);
  });

  it('is tolerant of letters with marks in Ukrainian', () => {
    const [hit] = rankDocuments([doc(1, 'Стипендія Хамфрі', 'Для професіоналів')], 'стипендiя');
    expect(hit?.id).toBe(1);
    expect(rankDocuments([doc(1, 'Київський університет', '')], 'КИIВСЬКИИ')).toHaveLength(1);
    expect(rankDocuments([doc(1, 'Ukraine’s universities', '')], "ukraine's")).toHaveLength(1);
  });

  it('needs every word, in the title or the body', () => {
    expect(rankDocuments([doc(1, 'Visiting', 'scholar program')], 'visiting scholar')).toHaveLength(1);
    expect(rankDocuments([doc(1, 'A', 'Visiting only')], 'visiting scholar')).toEqual([]);
    expect(rankDocuments([doc(1, 'A', 'b')], '   ')).toEqual([]);
  });
});

describe('excerpt and highlight', () => {
  it('highlights the matched text as written and puts it in the excerpt', () => {
    const results = rankDocuments([doc(1, 'A', 'The Fulbright Visiting Scholar Program supports research in the USA.')], 'visiting SCHOLAR');
    expect(results[0]?.highlight).toBe('Visiting Scholar');
    expect(results[0]?.excerpt).toContain('Visiting Scholar Program');
  });

  it('cuts about 200 characters around the first body match, at word boundaries', () => {
    const filler = 'слово '.repeat(80);
    const body = `${filler}Стипендія імені Фулбрайта ${filler}`;
    const [hit] = rankDocuments([doc(1, 'Заголовок', body)], 'стипендiя');
    expect(hit?.highlight).toBe('Стипендія');
    expect(hit?.excerpt).toContain('Стипендія імені Фулбрайта');
    expect(hit?.excerpt.startsWith('…слово')).toBe(true);
    expect(hit?.excerpt.endsWith('…')).toBe(true);
    expect(hit?.excerpt.length).toBeLessThanOrEqual(204);
  });

  it('takes the excerpt from the start of the body when only the title matched', () => {
    const [hit] = rankDocuments([doc(1, 'Візова підтримка J-1', 'Як отримати візу та що взяти з собою.')], 'візова');
    expect(hit?.highlight).toBe('Візова');
    expect(hit?.excerpt).toBe('Як отримати візу та що взяти з собою.');
  });

  it('maps folded positions back to the source text', () => {
    const text = 'Про Київ’ї та Kyiv';
    const match = findMatch(text, "київ'ї");
    expect(match && text.slice(match.start, match.end)).toBe('Київ’ї');
    expect(excerptAround('short', null)).toBe('short');
  });
});

describe('word forms (issue 39: a match through a stem ranks after the exact ones)', () => {
  const docs = [
    doc(1, 'Стипендії для магістрантів', 'Умови стипендії.', '2026-05-01'),
    doc(2, 'Новини', 'Офіс оголошує нову стипендію для викладачів.', '2026-06-01'),
    doc(3, 'Стипендія Фулбрайта', 'Стипендія покриває навчання.', '2020-01-01'),
    doc(4, 'Стипендіати року', 'Наші стипендіати повернулися.', '2026-07-01'),
  ];

  it('finds every form of the word, and the look-alike only as typed', () => {
    for (const q of ['стипендія', 'стипендії', 'стипендію', 'СТИПЕНДІЄЮ', 'стипендій']) {
      expect(rankDocuments(docs, q).map((r) => r.id).sort()).toEqual([1, 2, 3]);
    }
    expect(rankDocuments(docs, 'стипендіат').map((r) => r.id)).toEqual([4]);
  });

  it('ranks the exact matches first, then the forms', () => {
    expect(rankDocuments(docs, 'стипендія').map((r) => r.id)).toEqual([3, 1, 2]);
    expect(rankDocuments(docs, 'стипендію').map((r) => r.id)).toEqual([2, 1, 3]);
  });

  it('highlights the form the text holds', () => {
    const [first] = rankDocuments([docs[1] as SearchDocument], 'стипендія');
    expect(first?.highlight).toBe('стипендію');
    expect(first?.excerpt).toContain('стипендію');
    const [title] = rankDocuments([docs[0] as SearchDocument], 'стипендію');
    expect(title?.highlight).toBe('Стипендії');
  });

  it('joins English plurals, and a word that occurs nowhere finds nothing', () => {
    const en = [doc(5, 'Fulbright scholarships', 'Two scholarships for scholars.')];
    expect(rankDocuments(en, 'scholarship').map((r) => r.highlight)).toEqual(['scholarships']);
    expect(rankDocuments(en, 'Scholarship’s')).toHaveLength(1);
    expect(rankDocuments(en, 'stipendium')).toEqual([]);
    expect(rankDocuments(docs, 'програміст')).toEqual([]);
  });

  it('finds the same items for a form that is also the start of another word (програм, програміст)', () => {
    const programmes = [
      doc(6, 'Програми обміну', 'Дві програми.', '2026-01-01'),
      doc(7, 'Курс для програмістів', 'Навчання програмістів.', '2026-02-01'),
      doc(8, 'Новини', 'Серед програм року.', '2026-03-01'),
    ];
    for (const q of ['програма', 'програми', 'програм', 'програмою']) {
      expect(rankDocuments(programmes, q).map((r) => r.id).sort()).toEqual([6, 8]);
    }
    expect(rankDocuments(programmes, 'програм').map((r) => r.highlight)).toEqual(['Програми', 'програм']);
    expect(rankDocuments(programmes, 'прогр').map((r) => r.id)).toEqual([6, 7, 8]);
  });

  it('needs every word of the query, as typed or in a form', () => {
    expect(rankDocuments(docs, 'стипендія викладачам').map((r) => r.id)).toEqual([2]);
    expect(rankDocuments(docs, 'стипендія студентам')).toEqual([]);
  });
});
