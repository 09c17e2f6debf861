import { describe, expect, it } from '@jest/globals';
import { movesAddresses } from './old-addresses';
import { revalidatePayloadSchema } from './tags-for';

/**
 * Issue 49, item 5: the proxy's copy of the old-address map is "kept fresh by the revalidation
 * webhook": every call that can add, move or take away an address makes it read again, and only those.
 */
const payload = (body: Record<string, unknown>) => revalidatePayloadSchema.parse(body);

describe('which webhook calls read the old-address map again', () => {
  it('a publication, rename, unpublication or deletion of an article, a programme or a page, a category, everything', () => {
    for (const body of [
      { type: 'news', slug: 'a', lang: 'uk', action: 'publish' },
      { type: 'news', slug: 'b', old_slug: 'a', lang: 'en', action: 'rename' },
      { type: 'program', slug: 'p', action: 'unpublish' },
      { type: 'dynamic', slug: 'page', action: 'delete' },
      { type: 'news_category', lang: 'uk' },
      { type: 'all' },
    ]) {
      expect({ body, moves: movesAddresses(payload(body)) }).toEqual({ body, moves: true });
    }
  });

  it('not texts, menus, images or explicit tags, which change no address', () => {
    for (const body of [{ type: 'menu' }, { type: 'page', name: 'team' }, { type: 'footer' }, { type: 'seo', id: 4 }, { tags: ['news:uk'] }, { type: 'team' }]) {
      expect({ body, moves: movesAddresses(payload(body)) }).toEqual({ body, moves: false });
    }
  });
});
