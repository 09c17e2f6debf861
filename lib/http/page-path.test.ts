import { describe, expect, it } from '@jest/globals';
import { pagePathSchema } from './page-path';

describe('the page a form was sent from', () => {
  it('keeps a path of the site in either language', () => {
    expect(pagePathSchema.parse('/uk')).toBe('/uk');
    expect(pagePathSchema.parse('/en/news')).toBe('/en/news');
    expect(pagePathSchema.parse('/uk/programs/fulbright-graduate')).toBe('/uk/programs/fulbright-graduate');
  });

  it('drops anything else: another site, a query, another language, nothing', () => {
    expect(pagePathSchema.parse('https://evil.example/uk')).toBe('');
    expect(pagePathSchema.parse('//evil.example/uk')).toBe('');
    expect(pagePathSchema.parse('/uk//evil.example')).toBe('');
    expect(pagePathSchema.parse('/uk/news?x=1')).toBe('');
    expect(pagePathSchema.parse('/de/news')).toBe('');
    expect(pagePathSchema.parse(undefined)).toBe('');
  });
});
