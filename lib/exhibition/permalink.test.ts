import { describe, expect, it } from '@jest/globals';
import { authorHref } from './permalink';

describe("author permalinks: \"its host and language prefix replaced by the main site host plus the current language\"", () => {
  it('replaces the CMS host and the language prefix, and maps the WordPress author base onto our authors route', () => {
    expect(authorHref('https://cms.fulbright.org.ua/en/author/emily-hart-photographer/', 'en')).toBe('/en/authors/emily-hart-photographer');
  });

  it('links with a path on this site, never an absolute address ("a path would do")', () => {
    expect(authorHref('https://cms.fulbright.org.ua/uk/author/maksym-bilyk/', 'uk')).toMatch(/^\/uk\//);
  });

  it('uses the current language even when the permalink carries the other one', () => {
    expect(authorHref('https://cms.fulbright.org.ua/en/author/maksym-bilyk/', 'uk')).toBe('/uk/authors/maksym-bilyk');
  });

  it('adds the language when the permalink has none', () => {
    expect(authorHref('https://cms.example.org/author/ivan/', 'en')).toBe('/en/authors/ivan');
    expect(authorHref('/author/ivan', 'uk')).toBe('/uk/authors/ivan');
  });

  it('keeps other paths, the query and the fragment', () => {
    expect(authorHref('https://cms.example.org/uk/some-page/?a=1#bio', 'uk')).toBe('/uk/some-page?a=1#bio');
  });

  it('keeps Cyrillic slugs encoded once', () => {
    expect(authorHref('https://cms.example.org/uk/author/%D0%B0%D0%B2%D1%82%D0%BE%D1%80/', 'uk')).toBe('/uk/authors/%D0%B0%D0%B2%D1%82%D0%BE%D1%80');
  });

  it('gives no link for an empty or non-web permalink', () => {
    expect(authorHref('', 'en')).toBeNull();
    expect(authorHref('   ', 'en')).toBeNull();
    expect(authorHref('javascript:alert(1)', 'en')).toBeNull();
    expect(authorHref('mailto:a@b.c', 'en')).toBeNull();
  });
});
