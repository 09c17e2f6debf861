import { describe, expect, it } from '@jest/globals';
import { filterStories, lastYearOf, normaliseYear, sortPrograms, sortYears, storyExcerpt, type Story } from './stories';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('story year', () => {
  it('"Year dash variants are normalised to a hyphen"', () => {
    expect(normaliseYear('2019–2020', NOW)).toBe('2019-2020');
    expect(normaliseYear('2019 — 2020', NOW)).toBe('2019-2020');
    expect(normaliseYear('2019‒2020', NOW)).toBe('2019-2020');
    expect(normaliseYear('2019−2020', NOW)).toBe('2019-2020');
    expect(normaliseYear('2019 - 2020', NOW)).toBe('2019-2020');
    expect(normaliseYear(' 2018 ', NOW)).toBe('2018');
  });

  it('"a missing year becomes the current year"', () => {
    expect(normaliseYear('', NOW)).toBe('2026');
    expect(normaliseYear('  ', NOW)).toBe('2026');
  });
});

describe('filter lists', () => {
  it('"Stories year list sorted newest first (by the last year of a range)"', () => {
    expect(lastYearOf('2019-2021')).toBe(2021);
    expect(sortYears(['2020', '2019-2021', '2022', '2018-2019', '2020'])).toEqual(['2022', '2019-2021', '2020', '2018-2019']);
  });

  it('"programs sorted by name length, shortest first"', () => {
    expect(sortPrograms(['Fulbright Graduate Student Program', 'UGRAD', 'Fulbright', 'UGRAD', 'FLTA'])).toEqual([
      'FLTA',
      'UGRAD',
      'Fulbright',
      'Fulbright Graduate Student Program',
    ]);
  });
});

const story = (over: Partial<Story>): Story => ({
  id: 0,
  name: '',
  position: '',
  institution: '',
  year: '2020',
  program: 'Fulbright',
  photo: null,
  html: '',
  text: '',
  ...over,
});

describe('stories filters', () => {
  const stories = [
    story({ id: 1, name: 'Олена Коваль', position: 'Researcher', text: 'Studied physics', year: '2019-2020', program: 'Fulbright' }),
    story({ id: 2, name: 'Ivan Petrenko', position: 'Professor of Law', text: 'Taught at Yale', year: '2021', program: 'UGRAD' }),
    story({ id: 3, name: 'Maria', position: 'Teacher', text: 'LAW school memories', year: '2021', program: 'Fulbright' }),
  ];

  it('"text search matches case-insensitively in name, content or position"', () => {
    expect(filterStories(stories, { query: 'олена', year: '', program: '' }).map((s) => s.id)).toEqual([1]);
    expect(filterStories(stories, { query: 'law', year: '', program: '' }).map((s) => s.id)).toEqual([2, 3]);
    expect(filterStories(stories, { query: 'RESEARCH', year: '', program: '' }).map((s) => s.id)).toEqual([1]);
    expect(filterStories(stories, { query: 'nothing like it', year: '', program: '' })).toEqual([]);
  });

  it('"year and program must equal the chosen value"', () => {
    expect(filterStories(stories, { query: '', year: '2021', program: '' }).map((s) => s.id)).toEqual([2, 3]);
    expect(filterStories(stories, { query: '', year: '2019', program: '' })).toEqual([]);
    expect(filterStories(stories, { query: '', year: '2021', program: 'Fulbright' }).map((s) => s.id)).toEqual([3]);
  });
});

describe('story excerpt', () => {
  it('"truncated at 300 characters with a read-full toggle only when longer"', () => {
    expect(storyExcerpt('x'.repeat(300))).toBeNull();
    expect(storyExcerpt('x'.repeat(301))).toBe(`${'x'.repeat(300)}…`);
  });
});
