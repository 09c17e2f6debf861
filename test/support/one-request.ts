import { jest } from '@jest/globals';

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
const shared = ((globalThis as { __oneRequest?: { request: Map<unknown, unknown> | null; periods: number[] } }).__oneRequest ??= {
  request: null,
  periods: [],
});

/**
 * The revalidation periods of what a render reads through `unstable_cache`: its shortest is the
 * render's own, and a render whose period is OUTAGE_REVALIDATE_SECONDS is never stored.
 */
export const renderPeriods: number[] = shared.periods;

/** `next/cache` with an `unstable_cache` that runs its function and records its period. */
export const nextCache = {
  unstable_cache:
    <R,>(fn: () => Promise<R>, _keys: string[], options: { revalidate: number }) =>
    () => {
      renderPeriods.push(options.revalidate);
      return fn();
    },
};

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
