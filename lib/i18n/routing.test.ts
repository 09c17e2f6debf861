import { describe, expect, it } from '@jest/globals';
import { localeOfPath, localePath, localeRedirect, swapLocale, translatedItemPath } from './routing';

describe('locale redirects (spec part 1 §1: "Language is the first path segment: uk or en. Any other value is treated as uk.")', () => {
  it('sends the root to /uk', () => {
    expect(localeRedirect('/')).toBe('/uk');
  });

  it('leaves /uk and /en paths alone', () => {
    expect(localeRedirect('/uk')).toBeNull();
    expect(localeRedirect('/en/news/some-slug')).toBeNull();
    expect(localeRedirect('/uk/')).toBeNull();
  });

  it('puts a path whose first segment is not a language under /uk', () => {
    expect(localeRedirect('/news')).toBe('/uk/news');
    expect(localeRedirect('/programs/fulbright-graduate')).toBe('/uk/programs/fulbright-graduate');
    expect(localeRedirect('/de/about')).toBe('/uk/de/about');
  });

  it('treats an upper-case language segment as that language', () => {
    expect(localeRedirect('/UK/news')).toBe('/uk/news');
    expect(localeRedirect('/En')).toBe('/en');
  });

  it('collapses repeated slashes so a path never becomes another host', () => {
    expect(localeRedirect('//evil.example')).toBe('/uk/evil.example');
    expect(localeRedirect('/uk//news')).toBe('/uk/news');
  });
});

describe('language switch ("A language-switch link swaps the first path segment and keeps the rest")', () => {
  it('swaps the first segment and keeps path and query', () => {
    expect(swapLocale('/uk/news', '?category=3&q=grant', 'en')).toBe('/en/news?category=3&q=grant');
    expect(swapLocale('/en', '', 'uk')).toBe('/uk');
    expect(swapLocale('/uk/programs/a', 'page=2', 'en')).toBe('/en/programs/a?page=2');
  });

  it('goes to the translated item, or to the listing when there is no translation', () => {
    expect(translatedItemPath('en', '/news', 'fulbright-week')).toBe('/en/news/fulbright-week');
    expect(translatedItemPath('en', '/news', null)).toBe('/en/news');
  });
});

describe('localePath and localeOfPath', () => {
  it('prefixes site paths and passes external links through', () => {
    expect(localePath('en', '/news')).toBe('/en/news');
    expect(localePath('uk', '/')).toBe('/uk');
    expect(localePath('en', '/uk/about#team')).toBe('/en/about#team');
    expect(localePath('uk', 'https://example.org/x')).toBe('https://example.org/x');
    expect(localePath('uk', 'mailto:info@example.org')).toBe('mailto:info@example.org');
  });

  it('reads the language of a path, uk for anything else', () => {
    expect(localeOfPath('/en/news')).toBe('en');
    expect(localeOfPath('/uk')).toBe('uk');
    expect(localeOfPath('/fr/x')).toBe('uk');
  });
});
