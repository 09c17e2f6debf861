import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { OUTAGE_TAG } from '@/lib/cache/cache-records.mjs';
import { inRequest, renderReadTags, type OneRequest } from '@/test/support/one-request';
import { CmsError } from './errors';

jest.mock('next/cache', () => jest.requireActual<OneRequest>('@/test/support/one-request').nextCache);
jest.mock('react', () => jest.requireActual<OneRequest>('@/test/support/one-request').reactInRequest());

// Loaded after the mocks above (a static import would run first and get the real modules).
let policy: typeof import('./fallback');
beforeAll(async () => {
  policy = await import('./fallback');
});

const timeout = () => Promise.reject(new CmsError('news/x', 'timeout', 'no answer within 4000 ms'));
const missing = () => Promise.reject(new CmsError('page/team', 'not_found', 'not found', { status: 404 }));

describe('the outage policy (lib/cms/fallback.ts)', () => {
  let errorSpy: jest.SpiedFunction<typeof console.error>;
  beforeEach(() => {
    renderReadTags.length = 0;
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorSpy.mockRestore());

  it('a `get…` getter gives its value, or its empty fallback when the CMS fails: logged, and the render marked', async () => {
    const getTeam = policy.fallbackGetter('getTeam', [] as number[], (ok: boolean) => (ok ? Promise.resolve([1, 2]) : timeout()));
    await expect(getTeam(true)).resolves.toEqual([1, 2]);
    expect(errorSpy).not.toHaveBeenCalled();
    expect(renderReadTags).toEqual([]);
    await expect(getTeam(false)).resolves.toEqual([]);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(String(errorSpy.mock.calls[0]?.[0])).toBe('[cms] getTeam failed: CMS news/x: no answer within 4000 ms');
    expect(renderReadTags).toEqual([[OUTAGE_TAG]]);
  });

  it('a fallback may be made from the arguments, and a getter that throws before returning a promise is caught too', async () => {
    const getCards = policy.fallbackGetter(
      'getNewsCards',
      (page: number) => ({ items: [], page }),
      (): Promise<{ items: number[]; page: number }> => {
        throw new Error('boom');
      },
    );
    await expect(getCards(3)).resolves.toEqual({ items: [], page: 3 });
  });

  it('a `find…` getter tells found (null is not found), not found (a 404) and unavailable (the CMS could not be asked)', async () => {
    const findItem = policy.lookupGetter('findNewsItem', (answer: 'item' | 'none' | '404' | 'down') =>
      answer === 'item' ? Promise.resolve({ id: 7 }) : answer === 'none' ? Promise.resolve(null) : answer === '404' ? missing() : timeout(),
    );
    await expect(findItem('item')).resolves.toEqual({ kind: 'found', value: { id: 7 } });
    await expect(findItem('none')).resolves.toEqual({ kind: 'not-found' });
    expect(renderReadTags).toEqual([]);
    await expect(findItem('404')).resolves.toEqual({ kind: 'not-found' });
    expect(renderReadTags).toEqual([]);
    await expect(findItem('down')).resolves.toEqual({ kind: 'unavailable' });
    expect(renderReadTags).toEqual([[OUTAGE_TAG]]);
  });

  it('"not found" is an answer, not an outage: the render stays storable', async () => {
    await expect(policy.fallbackGetter('getFaqPage', null, missing)()).resolves.toBeNull();
    expect(renderReadTags).toEqual([]);
  });

  it('an empty required list (hero slides, programmes) is unavailable and marks the render', async () => {
    const findHeroSlides = policy.lookupGetter('findHeroSlides', async () => policy.requireNonEmpty('hero-slides', [] as string[]));
    await expect(findHeroSlides()).resolves.toEqual({ kind: 'unavailable' });
    expect(String(errorSpy.mock.calls[0]?.[0])).toContain('empty list where content is required');
    expect(renderReadTags).toEqual([[OUTAGE_TAG]]);
  });

  it('within one request a getter is read, logged and marked once however often the page, its metadata and its language links ask', async () => {
    const load = jest.fn<(slug: string, lang: string) => Promise<never>>(timeout);
    const findItem = policy.lookupGetter('findNewsItem', (slug: string, lang: string) => load(slug, lang));
    await inRequest(async () => {
      const answers = await Promise.all([findItem('grant', 'uk'), findItem('grant', 'uk'), findItem('grant', 'uk')]);
      expect(answers).toEqual([{ kind: 'unavailable' }, { kind: 'unavailable' }, { kind: 'unavailable' }]);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(renderReadTags).toEqual([[OUTAGE_TAG]]);
    // The next request asks again.
    await inRequest(async () => {
      await findItem('grant', 'uk');
    });
    expect(errorSpy).toHaveBeenCalledTimes(2);
  });

  it('arguments are told apart by value, objects included', async () => {
    const load = jest.fn(async (query: { page: number }) => [query.page]);
    const getCards = policy.fallbackGetter('getNewsCards', [] as number[], load);
    await inRequest(async () => {
      await getCards({ page: 1 });
      await getCards({ page: 1 });
      await getCards({ page: 2 });
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
