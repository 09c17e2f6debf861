import { describe, expect, it } from '@jest/globals';
import { localizeFileSize } from './file-size';

describe('library file sizes in the page’s language', () => {
  it.each([
    ['2.4 MB', '2,4 МБ'],
    ['48 KB', '48 КБ'],
    ['12.7 MB', '12,7 МБ'],
    ['1.1 GB', '1,1 ГБ'],
    ['900 B', '900 Б'],
    ['3.0 MB', '3 МБ'],
  ])('uk: %s → %s', (cms, shown) => expect(localizeFileSize(cms, 'uk')).toBe(shown));

  it('en keeps the CMS’s form, and reads a Ukrainian one', () => {
    expect(localizeFileSize('2.4 MB', 'en')).toBe('2.4 MB');
    expect(localizeFileSize('2,4 МБ', 'en')).toBe('2.4 MB');
  });

  it('keeps text it cannot read', () => {
    expect(localizeFileSize('', 'uk')).toBe('');
    expect(localizeFileSize('about 2 MB', 'uk')).toBe('about 2 MB');
  });
});
