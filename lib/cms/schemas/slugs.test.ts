import { describe, expect, it } from '@jest/globals';
import { dynamicPagesSchema, newsItemSchema, programDetailSchema, wpPostsSchema } from '.';

/**
 * WordPress keeps a slug made from a Cyrillic title percent-encoded. The schemas
 * decode every slug once, so links, cache tags and look-ups all start from the same text.
 */
const ENCODED = '%d1%83%d0%bc%d0%be%d0%b2%d0%b8-%d1%83%d1%87%d0%b0%d1%81%d1%82%d1%96';
const DECODED = 'умови-участі';

describe('slugs from the CMS', () => {
  it('are decoded, and an alternate slug too', () => {
    const news = newsItemSchema.parse({ id: 1, title: 'T', slug: ENCODED, date: '2026-01-01T10:00:00', alternate_slug: ENCODED.toUpperCase() });
    expect([news.slug, news.alternate_slug]).toEqual([DECODED, DECODED]);
    expect(programDetailSchema.parse({ id: 2, title: 'P', slug: ENCODED }).slug).toBe(DECODED);
    expect(wpPostsSchema.parse([{ id: 3, slug: ENCODED }])[0]?.slug).toBe(DECODED);
    expect(dynamicPagesSchema.parse({ pages: [{ id: 4, slug: ENCODED }] }).pages[0]?.slug).toBe(DECODED);
  });

  it('keep a decoded slug, and what cannot be decoded, as they are', () => {
    expect(newsItemSchema.parse({ id: 1, title: 'T', slug: DECODED, date: '2026-01-01T10:00:00' }).slug).toBe(DECODED);
    expect(newsItemSchema.parse({ id: 1, title: 'T', slug: '100%', date: '2026-01-01T10:00:00' }).slug).toBe('100%');
  });
});
