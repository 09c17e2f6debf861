import { describe, expect, it } from '@jest/globals';
import { itemTranslations, localeOfPath, localePath, localeRedirect, samePath, swapLocale, translatedItemPath } from './routing';

describe('locale redirects ("Language is the first path segment: uk or en. Any other value is treated as uk.")', () => {
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

  it('encodes each segment of a path once, however a Cyrillic slug arrives', () => {
    const encoded = '/uk/news/%D1%83%D0%BC%D0%BE%D0%B2%D0%B8-2027';
    for (const slug of ['умови-2027', '%d1%83%d0%bc%d0%be%d0%b2%d0%b8-2027', '%D1%83%D0%BC%D0%BE%D0%B2%D0%B8-2027']) {
      expect(localePath('uk', `/news/${slug}`)).toBe(encoded);
    }
    expect(localePath('en', '/programs/магістратура?tab=1#a')).toBe('/en/programs/%D0%BC%D0%B0%D0%B3%D1%96%D1%81%D1%82%D1%80%D0%B0%D1%82%D1%83%D1%80%D0%B0?tab=1#a');
    expect(itemTranslations('uk', '', 'умови', 'terms')).toEqual({ path: '/uk/%D1%83%D0%BC%D0%BE%D0%B2%D0%B8', translations: { en: '/en/terms' } });
  });

  it('reads the language of a path, uk for anything else', () => {
    expect(localeOfPath('/en/news')).toBe('en');
    expect(localeOfPath('/uk')).toBe('uk');
    expect(localeOfPath('/fr/x')).toBe('uk');
  });
});

describe('samePath', () => {
  it('names one page however each path is percent-encoded', () => {
    expect(samePath('/uk/news/%D0%B0', '/uk/news/а')).toBe(true);
    expect(samePath('/en/news/a/', '/en/news/a')).toBe(true);
    expect(samePath('/en/news/a', '/en/news/b')).toBe(false);
    expect(samePath('/en/%', '/en/%25')).toBe(true);
  });
});

describe('itemTranslations ("The language switch links straight to the translation\'s address")', () => {
  it("gives the item's page and the translation's own address", () => {
    expect(itemTranslations('uk', '/news', 'zymova-shkola', 'winter-school')).toEqual({
      path: '/uk/news/zymova-shkola',
      translations: { en: '/en/news/winter-school' },
    });
  });

  it("falls back to the other language's listing when there is no translation", () => {
    expect(itemTranslations('en', '/programs', 'new-program', null).translations).toEqual({ uk: '/uk/programs' });
  });
});
