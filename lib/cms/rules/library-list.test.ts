import { describe, expect, it } from '@jest/globals';
import { filterResources, newestResourcesFirst } from './library-list';

const r = (title: string, category: string, categories: number[], date: string, publication_date = '', description = '') => ({
  title,
  category,
  categories,
  date,
  publication_date,
  description,
});

const items = [
  r('Applicant guide', 'Guides', [1], '2025-01-01', '2026-03-01'),
  r('Annual report', 'Reports', [2], '2026-02-01', '', 'Numbers of the YEAR'),
  r('Visa FAQ', 'Guides', [1, 3], '2024-05-01', ''),
];

describe('library rules', () => {
  it('"sorted newest first by publication_date or date"', () => {
    expect(newestResourcesFirst(items).map((i) => i.title)).toEqual(['Applicant guide', 'Annual report', 'Visa FAQ']);
  });
  it('"Category filter matches resources whose categories list contains the chosen id"', () => {
    expect(filterResources(items, { category: 1, query: '' }).map((i) => i.title)).toEqual(['Applicant guide', 'Visa FAQ']);
    expect(filterResources(items, { category: 'all', query: '' })).toHaveLength(3);
  });
  it('"Library search: case-insensitive on title, category and description"', () => {
    expect(filterResources(items, { category: 'all', query: 'GUIDE' }).map((i) => i.title)).toEqual(['Applicant guide', 'Visa FAQ']);
    expect(filterResources(items, { category: 'all', query: 'year' }).map((i) => i.title)).toEqual(['Annual report']);
    expect(filterResources(items, { category: 3, query: 'report' })).toEqual([]);
  });
});
