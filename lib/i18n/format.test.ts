import { describe, expect, it, jest } from '@jest/globals';
import { formatLongDate, pluralForm } from './format';

const forms = { one: 'новина', few: 'новини', many: 'новин', other: 'новини' };

describe('Ukrainian plural forms ("one (1), few (2-4), many (others and 11-14)")', () => {
  it.each([1, 21, 31, 101, 1001])('%i is "one"', (n) => {
    expect(pluralForm(n, 'uk', forms)).toBe('новина');
  });
  it.each([2, 3, 4, 22, 23, 24, 102, 1004])('%i is "few"', (n) => {
    expect(pluralForm(n, 'uk', forms)).toBe('новини');
  });
  it.each([0, 5, 6, 10, 11, 12, 13, 14, 15, 20, 25, 111, 112, 114])('%i is "many"', (n) => {
    expect(pluralForm(n, 'uk', forms)).toBe('новин');
  });
  it('English has one and other', () => {
    const en = { one: 'article', other: 'articles' };
    expect(pluralForm(1, 'en', en)).toBe('article');
    expect(pluralForm(0, 'en', en)).toBe('articles');
    expect(pluralForm(21, 'en', en)).toBe('articles');
  });
});

describe('long dates ("Dates are shown in a long form in en-US or uk-UA format according to language")', () => {
  it('formats a calendar day in each language', () => {
    expect(formatLongDate('2026-03-05', 'en')).toBe('March 5, 2026');
    expect(formatLongDate('2026-03-05', 'uk')).toBe('5 березня 2026 р.');
  });

  it('reads WordPress date-times and keeps the Kyiv calendar day', () => {
    expect(formatLongDate('2026-03-05 23:30:00', 'en')).toBe('March 5, 2026');
    expect(formatLongDate('2026-01-31T23:30:00Z', 'en')).toBe('February 1, 2026');
  });

  it('answers empty text for a value that is not a date', () => {
    expect(formatLongDate('', 'uk')).toBe('');
    expect(formatLongDate('not a date', 'en')).toBe('');
  });
});

describe('long dates are formatted by one formatter per language', () => {
  it('makes it once: a programme page formats its dates on every render of its status parts, and a formatter with a time zone costs the main thread', async () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./format');
      expect([fresh.formatLongDate('2026-03-05', 'uk'), fresh.formatLongDate('2026-04-01', 'uk'), fresh.formatLongDate('2026-03-05', 'en')]).toEqual([
        '5 березня 2026 р.',
        '1 квітня 2026 р.',
        'March 5, 2026',
      ]);
    });
    expect(made).toHaveBeenCalledTimes(2);
    made.mockRestore();
  });
});
