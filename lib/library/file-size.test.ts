import { describe, expect, it } from '@jest/globals';
import type { Locale } from '@/lib/i18n/locales';
import { localizeFileSize } from './file-size';

describe('library file sizes in the page’s language', () => {
  it.each<[string, Locale, string]>([
    ['2.4 MB', 'uk', '2,4 МБ'],
    ['48 KB', 'uk', '48 КБ'],
    ['12.7 MB', 'uk', '12,7 МБ'],
    ['1.1 GB', 'uk', '1,1 ГБ'],
    ['900 B', 'uk', '900 Б'],
    ['3.0 MB', 'uk', '3 МБ'],
    // en keeps the CMS’s form, and reads a Ukrainian one.
    ['2.4 MB', 'en', '2.4 MB'],
    ['2,4 МБ', 'en', '2.4 MB'],
    // Text it cannot read is kept.
    ['', 'uk', ''],
    ['about 2 MB', 'uk', 'about 2 MB'],
  ])('%p in %s: %p', (cms, lang, shown) => expect(localizeFileSize(cms, lang)).toBe(shown));
});
