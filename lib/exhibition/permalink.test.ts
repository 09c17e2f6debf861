import { describe, expect, it } from '@jest/globals';
import { authorHref } from './permalink';

const SITE = 'https://fulbright.org.ua';

describe("author permalinks: \"its host and language prefix replaced by the main site host plus the current language\"", () => {
  it('replaces the CMS host and the language prefix, and maps the WordPress author base onto our authors route', () => {
    expect(authorHref('https://cms.fulbright.org.ua/en/author/emily-hart-photographer/', SITE, 'en')).toBe(
      'https://fulbright.org.ua/en/authors/emily-hart-photographer',
    );
  });

  it('uses the current language even when the permalink carries the other one', () => {
    expect(authorHref('https://cms.fulbright.org.ua/en/author/maksym-bilyk/', SITE, 'uk')).toBe(
      'https://fulbright.org.ua/uk/authors/maksym-bilyk',
    );
  });

  it('adds the language when the permalink has none', () => {
    expect(authorHref('https://cms.example.org/author/ivan/', SITE, 'en')).toBe('https://fulbright.org.ua/en/authors/ivan');
    expect(authorHref('/author/ivan', `${SITE}/`, 'uk')).toBe('https://fulbright.org.ua/uk/authors/ivan');
  });

  it('keeps other paths, the query and the fragment', () => {
    expect(authorHref('https://cms.example.org/uk/some-page/?a=1#bio', SITE, 'uk')).toBe(
      'https://fulbright.org.ua/uk/some-page?a=1#bio',
    );
  });

  it('keeps Cyrillic slugs encoded once', () => {
    expect(authorHref('https://cms.example.org/uk/author/%D0%B0%D0%B2%D1%82%D0%BE%D1%80/', SITE, 'uk')).toBe(
      'https://fulbright.org.ua/uk/authors/%D0%B0%D0%B2%D1%82%D0%BE%D1%80',
    );
  });

  it('gives no link for an empty or non-web permalink', () => {
    expect(authorHref('', SITE, 'en')).toBeNull();
    expect(authorHref('   ', SITE, 'en')).toBeNull();
    expect(authorHref('javascript:alert(1)', SITE, 'en')).toBeNull();
    expect(authorHref('mailto:a@b.c', SITE, 'en')).toBeNull();
  });
});
