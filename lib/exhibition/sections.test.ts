import { describe, expect, it } from '@jest/globals';
import { collectPages } from './sections';

describe('collectPages', () => {
  it('reads pages while the server says more exist', async () => {
    const pages = [[1, 2], [3, 4], [5]];
    const seen: number[] = [];
    const all = await collectPages(async (page) => {
      seen.push(page);
      return { items: pages[page - 1] ?? [], hasMore: page < pages.length };
    }, 10);
    expect(all).toEqual([1, 2, 3, 4, 5]);
    expect(seen).toEqual([1, 2, 3]);
  });

  it('stops at the page limit and on an empty page', async () => {
    const always = async () => ({ items: [1], hasMore: true });
    await expect(collectPages(always, 3)).resolves.toEqual([1, 1, 1]);
    await expect(collectPages(async () => ({ items: [], hasMore: true }), 3)).resolves.toEqual([]);
  });
});
