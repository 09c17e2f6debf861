import { describe, expect, it } from '@jest/globals';
import { CMS_LIST_MAX_PAGES } from '@/lib/constants';
import { askedPage, collectPages, everyItem, everyPage, joinGroupPages } from './paging';
import type { Parsed } from './types';

/** A CMS list of `total` numbered items in pages of `perPage`, that counts the pages it was asked for. */
function pagedCms(total: number, perPage: number, claimedPages?: number) {
  const asked: number[] = [];
  const read = async (page: number): Promise<Parsed<number[]>> => {
    asked.push(page);
    const items = Array.from({ length: total }, (_, i) => i + 1).slice((page - 1) * perPage, page * perPage);
    return { data: items, total, totalPages: claimedPages ?? Math.ceil(total / perPage) };
  };
  return { read, asked };
}

describe('getters that follow the pages of a list (docs/cms-contract/errors-and-paging.md#lists-a-page-at-a-time)', () => {
  it('read page 1, then each next page, and stop at the last one X-WP-TotalPages names', async () => {
    const cms = pagedCms(250, 100);
    expect(await everyItem(cms.read)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    expect(cms.asked).toEqual([1, 2, 3]);
  });

  it('read one page when the list fits in it, or when the CMS sent no totals (it answered the whole list)', async () => {
    const small = pagedCms(7, 100);
    expect(await everyItem(small.read)).toHaveLength(7);
    expect(small.asked).toEqual([1]);
    const asked: number[] = [];
    const whole = async (page: number): Promise<Parsed<number[]>> => {
      asked.push(page);
      return { data: [1, 2, 3], total: null, totalPages: null };
    };
    expect(await everyItem(whole)).toEqual([1, 2, 3]);
    expect(asked).toEqual([1]);
  });

  it('stop at the hard bound whatever the CMS claims', async () => {
    const endless = pagedCms(1_000_000, 100, 1_000_000);
    const pages = await everyPage(endless.read);
    expect(pages).toHaveLength(CMS_LIST_MAX_PAGES);
    expect(endless.asked).toHaveLength(CMS_LIST_MAX_PAGES);
    expect(endless.asked.at(-1)).toBe(CMS_LIST_MAX_PAGES);
    const bounded = pagedCms(1_000, 10);
    expect(await everyItem(bounded.read, 3)).toHaveLength(30);
  });

  it('stop at an empty page even when the totals promise more', async () => {
    const shrunk = pagedCms(150, 100, 9);
    expect(await everyItem(shrunk.read)).toHaveLength(150);
    expect(shrunk.asked).toEqual([1, 2, 3]);
  });

  it('give the page a read asked for, the same whether the CMS paged the list or answered all of it', () => {
    const at = { page: 2, perPage: 3 };
    const even = (all: number[]) => all.filter((n) => n % 2 === 0);
    const page2 = { items: [8, 10, 12], total: 8, totalPages: 3 };
    // The CMS filtered and paged (X-WP-Total): its page and totals, the page count worked out when only the total came.
    expect(askedPage({ data: null, total: 8, totalPages: 3 }, [8, 10, 12], at, even)).toEqual(page2);
    expect(askedPage({ data: null, total: 8, totalPages: null }, [8, 10, 12], at, even)).toEqual(page2);
    // The CMS answered the whole list: filtered and cut here.
    const whole = Array.from({ length: 16 }, (_, i) => i + 1);
    expect(askedPage({ data: null, total: null, totalPages: null }, whole, at, even)).toEqual(page2);
  });

  it('join the programme catalogue: each group keeps its place from page 1 and its programmes in page order', () => {
    const page1 = [
      { id: 107, label: 'A', programs: [{ id: 1 }, { id: 2 }] },
      { id: 111, label: 'B', programs: [] },
    ];
    const page2 = [
      { id: 107, label: 'A', programs: [{ id: 3 }] },
      { id: 111, label: 'B', programs: [{ id: 4 }] },
      { id: 109, label: 'C', programs: [] },
    ];
    expect(joinGroupPages([page1, page2])).toEqual([
      { id: 107, label: 'A', programs: [{ id: 1 }, { id: 2 }, { id: 3 }] },
      { id: 111, label: 'B', programs: [{ id: 4 }] },
      { id: 109, label: 'C', programs: [] },
    ]);
    expect(page1[0]?.programs).toHaveLength(2);
  });
});

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
