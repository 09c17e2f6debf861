import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { OUTAGE_TAG } from '@/lib/cache/outage-tag.mjs';
import { CmsError } from './errors';

// The tags each render would carry: what `unstable_cache` is called with during it.
const mockTagged: string[] = [];
jest.mock('next/cache', () => ({
  unstable_cache: <R>(fn: () => Promise<R>, _keys: string[], options: { tags: string[] }) => () => {
    mockTagged.push(...options.tags);
    return fn();
  },
}));

// Loaded after the mock above (a static import would run first and get the Jest stub of next/cache).
let settle: typeof import('./fallback').settle;
let withFallback: typeof import('./fallback').withFallback;
beforeAll(async () => {
  ({ settle, withFallback } = await import('./fallback'));
});

describe('the outage policy: a failed read marks its render, which is then never stored', () => {
  beforeEach(() => {
    mockTagged.length = 0;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('a timeout, an HTTP 500 or an empty required list tags the render as an outage', async () => {
    await settle('getNewsItem', () => Promise.reject(new CmsError('news/x', 'timeout', 'timed out')));
    expect(mockTagged).toEqual([OUTAGE_TAG]);
    await withFallback('getPrograms', [], () => Promise.reject(new CmsError('programs', 'shape', 'empty list where content is required')));
    expect(mockTagged).toEqual([OUTAGE_TAG, OUTAGE_TAG]);
  });

  it('"not found" is an answer, not an outage; a value leaves the render untagged', async () => {
    await expect(settle('getTeamPage', () => Promise.reject(new CmsError('page/team', 'not_found', 'not found', { status: 404 })))).resolves.toEqual({ ok: false });
    await expect(withFallback('getTeam', [], () => Promise.resolve([1]))).resolves.toEqual([1]);
    expect(mockTagged).toEqual([]);
  });
});
