import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { settle, withFallback } from '@/lib/cms/fallback';
import { collectPages } from './sections';

describe('the outage policy: "fetch errors: logged only" (the exhibition\'s sections), a failure told from "none" (the resolvers)', () => {
  let errorSpy: jest.SpiedFunction<typeof console.error>;
  beforeEach(() => {
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorSpy.mockRestore());

  it('passes a good answer through without logging', async () => {
    await expect(withFallback('getAuthors', [], () => Promise.resolve([1, 2]))).resolves.toEqual([1, 2]);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('logs a rejected getter once and gives the section fallback', async () => {
    await expect(withFallback('getAuthors', [], () => Promise.reject(new Error('HTTP 500')))).resolves.toEqual([]);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]?.[0])).toContain('getAuthors');
  });

  it('also catches a getter that throws before returning a promise', async () => {
    await expect(
      withFallback<string | null>('getPhotoExhibitionPage', null, () => {
        throw new Error('boom');
      }),
    ).resolves.toBeNull();
    expect(errorSpy).toHaveBeenCalledTimes(1);
  });

  it('settle tells a failure (logged once) from a value, null included', async () => {
    await expect(settle('getNewsItem', () => Promise.resolve(null))).resolves.toEqual({ ok: true, value: null });
    await expect(settle('getNewsItem', () => Promise.reject(new Error('timeout')))).resolves.toEqual({ ok: false });
    expect(errorSpy).toHaveBeenCalledTimes(1);
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
