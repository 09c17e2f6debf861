import { describe, expect, it } from '@jest/globals';
import { itemEntries } from './sitemap';

describe('sitemap entries', () => {
  it('list each item in its language with its translation and x-default as alternates', () => {
    const entries = itemEntries('/news', {
      uk: [{ slug: 'tyzhden', alternateSlug: 'week', lastmod: '2026-03-01 10:00:00' }],
      en: [{ slug: 'week', alternateSlug: 'tyzhden', lastmod: '2026-03-01' }, { slug: 'only-en', alternateSlug: null, lastmod: '' }],
    });
    expect(entries).toHaveLength(3);
    const uk = entries[0];
    expect(uk?.loc).toMatch(/\/uk\/news\/tyzhden$/);
    // WordPress wrote Kyiv time: 10:00 in March is 08:00 UTC.
    expect(uk?.lastmod).toBe('2026-03-01T10:00:00+02:00');
    expect(entries[1]?.lastmod).toBe('2026-03-01');
    expect(uk?.alternateRefs.map((a) => a.hreflang).sort()).toEqual(['en', 'uk', 'x-default']);
    expect(uk?.alternateRefs.find((a) => a.hreflang === 'en')?.href).toMatch(/\/en\/news\/week$/);
    const onlyEn = entries[2];
    expect(onlyEn?.alternateRefs.map((a) => a.hreflang)).toEqual(['en']);
    expect(onlyEn?.lastmod).toBeUndefined();
  });

  it('writes a Cyrillic slug percent-encoded once, in the entry and its alternates', () => {
    const [entry] = itemEntries('', { uk: [{ slug: 'умови', alternateSlug: 'terms', lastmod: '' }], en: [] });
    expect(new URL(entry?.loc ?? '').pathname).toBe('/uk/%D1%83%D0%BC%D0%BE%D0%B2%D0%B8');
    expect(entry?.alternateRefs.map((a) => `${a.hreflang} ${new URL(a.href).pathname}`)).toEqual(['uk /uk/%D1%83%D0%BC%D0%BE%D0%B2%D0%B8', 'en /en/terms', 'x-default /uk/%D1%83%D0%BC%D0%BE%D0%B2%D0%B8']);
  });
});

describe('sitemap lastmod across the change to and from summer time in Kyiv', () => {
  const lastmodOf = (lastmod: string) => itemEntries('/news', { uk: [{ slug: 'a', alternateSlug: null, lastmod }], en: [] })[0]?.lastmod;

  it.each([
    // Each Kyiv time with the offset Kyiv had then (+02:00 in winter, +03:00 in summer).
    ['2026-03-29 02:30:00', '2026-03-29T02:30:00+02:00'],
    ['2026-03-29 04:30:00', '2026-03-29T04:30:00+03:00'],
    ['2026-10-25 02:30:00', '2026-10-25T02:30:00+03:00'],
    ['2026-10-25 05:00:00', '2026-10-25T05:00:00+02:00'],
    // An instant with a zone is kept; what is not a date is left out.
    ['2026-07-01T07:00:00Z', '2026-07-01T07:00:00.000Z'],
    ['', undefined],
    ['soon', undefined],
  ])('writes %p as %p', (stored, lastmod) => expect(lastmodOf(stored)).toBe(lastmod));
});
