import { describe, expect, it } from '@jest/globals';
import { SEARCH_MAX_LENGTH, SEARCH_MAX_PAGE_SIZE } from '@/lib/constants';
import { parseSearchQuery } from './query';
import { isSearchable } from './searchable';

const parse = (query: string) => parseSearchQuery(new URLSearchParams(query));

describe('search query validation ("Search: at least 2 characters (trimmed) before any request")', () => {
  it('accepts a query and fills the defaults: type all, lang uk, page 1, per_page 10', () => {
    expect(parse('q=grant')).toEqual({ ok: true, query: { q: 'grant', type: 'all', lang: 'uk', page: 1, per_page: 10 } });
  });

  it('trims the query before measuring it', () => {
    expect(parse('q=%20%20ab%20%20')).toEqual({ ok: true, query: expect.objectContaining({ q: 'ab' }) });
    expect(parse('q=%20a%20')).toEqual({ ok: false, error: expect.stringMatching(/at least 2 characters/) });
  });

  it('rejects a missing or over-long query with a clear message', () => {
    const missing = parse('type=news');
    expect(missing).toEqual({ ok: false, error: expect.stringMatching(/q/) });
    const long = parse(`q=${'a'.repeat(SEARCH_MAX_LENGTH + 1)}`);
    expect(long).toEqual({ ok: false, error: `q must be at most ${SEARCH_MAX_LENGTH} characters` });
    expect(parse(`q=${'a'.repeat(SEARCH_MAX_LENGTH)}`).ok).toBe(true);
  });

  it('part 2 §7: "type (all, news, program, page, team), lang (en or uk)"', () => {
    for (const type of ['all', 'news', 'program', 'page', 'team']) expect(parse(`q=ab&type=${type}`).ok).toBe(true);
    expect(parse('q=ab&type=event')).toEqual({ ok: false, error: 'type must be one of all, news, program, page, team' });
    expect(parse('q=ab&lang=en')).toEqual({ ok: true, query: expect.objectContaining({ lang: 'en' }) });
    expect(parse('q=ab&lang=de')).toEqual({ ok: false, error: 'lang must be one of uk, en' });
  });

  it('bounds page and per_page to whole numbers', () => {
    expect(parse('q=ab&page=3&per_page=20')).toEqual({ ok: true, query: expect.objectContaining({ page: 3, per_page: 20 }) });
    expect(parse('q=ab&page=0').ok).toBe(false);
    expect(parse('q=ab&page=1.5').ok).toBe(false);
    expect(parse('q=ab&page=abc').ok).toBe(false);
    expect(parse(`q=ab&per_page=${SEARCH_MAX_PAGE_SIZE + 1}`)).toEqual({
      ok: false,
      error: `per_page must be a whole number from 1 to ${SEARCH_MAX_PAGE_SIZE}`,
    });
  });

  it('names every problem at once', () => {
    expect(parse('q=a&type=x')).toEqual({ ok: false, error: expect.stringMatching(/^[^;]+; [^;]+$/) });
  });

  it('part 1 §4: "A query shorter than 2 characters (trimmed) clears results"', () => {
    expect(isSearchable(' a ')).toBe(false);
    expect(isSearchable(' ab ')).toBe(true);
  });
});
