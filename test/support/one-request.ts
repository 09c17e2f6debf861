import { jest } from '@jest/globals';
import { OUTAGE_TAG } from '@/lib/cache/cache-records.mjs';

/**
 * One server request, played in Jest, for the modules that `jest.mock` replaces (its factories
 * require this file, since they may not use a test file's imports):
 *
 *   jest.mock('next/cache', () => jest.requireActual<OneRequest>('@/test/support/one-request').nextCache);
 *   jest.mock('react', () => jest.requireActual<OneRequest>('@/test/support/one-request').reactInRequest());
 */

/**
 * Kept on `globalThis`: a test that loads its modules with `jest.isolateModules` gets a second
 * copy of this file in the mocks' factories, and both copies must see one request.
 */
const shared = ((globalThis as { __oneRequest?: { request: Map<unknown, unknown> | null; tags: string[][] } }).__oneRequest ??= {
  request: null,
  tags: [],
});

/**
 * The tags of each `unstable_cache` read of a render, in order: Next adds them to the render's
 * own, and a render tagged OUTAGE_TAG (lib/cache/cache-records.mjs) is never stored.
 */
export const renderReadTags: string[][] = shared.tags;

/** `next/cache` with an `unstable_cache` that runs its function and records its tags. */
export const nextCache = {
  unstable_cache:
    <R,>(fn: () => Promise<R>, _keys: string[], options: { tags?: string[] }) =>
    () => {
      renderReadTags.push(options.tags ?? []);
      return fn();
    },
};

/** How many reads of the render marked it as made during an outage. */
export const outageMarks = (): number => renderReadTags.filter((tags) => tags.includes(OUTAGE_TAG)).length;

/**
 * React whose `cache` memoizes a function of no arguments for the length of `inRequest`, as it
 * does for one server request (Jest's React build never memoizes).
 */
export function reactInRequest(): object {
  return {
    ...jest.requireActual<object>('react'),
    cache:
      <A extends unknown[], R>(fn: (...args: A) => R) =>
      (...args: A): R => {
        const { request } = shared;
        if (!request || args.length > 0) return fn(...args);
        if (!request.has(fn)) request.set(fn, fn(...args));
        return request.get(fn) as R;
      },
  };
}

/** Runs `run` as one request: React's `cache` holds its answers until it ends. */
export async function inRequest(run: () => Promise<void>): Promise<void> {
  shared.request = new Map();
  try {
    await run();
  } finally {
    shared.request = null;
  }
}

export type OneRequest = typeof import('./one-request');
