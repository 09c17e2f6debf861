import { describe, expect, it } from '@jest/globals';
import { itemEntries, samePathAlternates } from './sitemap';

describe('sitemap entries', () => {
  it('list each item in its language with its translation and x-default as alternates', () => {
    const entries = itemEntries('/news', {
      uk: [{ slug: 'tyzhden', alternateSlug: 'week', lastmod: '2026-03-01 10:00:00' }],
      en: [{ slug: 'week', alternateSlug: 'tyzhden', lastmod: '2026-03-01' }, { slug: 'only-en', alternateSlug: null, lastmod: '' }],
    });
    expect(entries).toHaveLength(3);
    const uk = entries[0];
    expect(uk?.loc).toMatch(/\/uk\/news\/tyzhden$/);
    expect(uk?.lastmod).toBe('2026-03-01T10:00:00.000Z');
    expect(uk?.alternateRefs.map((a) => a.hreflang).sort()).toEqual(['en', 'uk', 'x-default']);
    expect(uk?.alternateRefs.find((a) => a.hreflang === 'en')?.href).toMatch(/\/en\/news\/week$/);
    const onlyEn = entries[2];
    expect(onlyEn?.alternateRefs.map((a) => a.hreflang)).toEqual(['en']);
    expect(onlyEn?.lastmod).toBeUndefined();
  });

  it('writes a Cyrillic slug percent-encoded once, in the entry and its alternates (issue 27, item 2)', () => {
    const [entry] = itemEntries('', { uk: [{ slug: 'умови', alternateSlug: 'terms', lastmod: '' }], en: [] });
    expect(new URL(entry?.loc ?? '').pathname).toBe('/uk/%D1%83%D0%BC%D0%BE%D0%B2%D0%B8');
    expect(entry?.alternateRefs.map((a) => `${a.hreflang} ${new URL(a.href).pathname}`)).toEqual(['uk /uk/%D1%83%D0%BC%D0%BE%D0%B2%D0%B8', 'en /en/terms', 'x-default /uk/%D1%83%D0%BC%D0%BE%D0%B2%D0%B8']);
  });

  it('gives static routes both languages and x-default', () => {
    expect(samePathAlternates('/library').map((a) => `${a.hreflang} ${new URL(a.href).pathname}`)).toEqual([
      'uk /uk/library',
      'en /en/library',
      'x-default /uk/library',
    ]);
  });
});
