import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { OUTAGE_REVALIDATE_SECONDS } from '@/lib/cache/outage-mark.mjs';

/**
 * "A failure is logged once per request": an article page asks for its article three times in one
 * request (the page, its `generateMetadata`, the header's language links). With the CMS down, the
 * three share one read, one log line and one outage mark (lib/cms/fallback.ts).
 */

// The revalidation periods of what the render reads through `unstable_cache` (outage-mark.mjs).
const mockPeriods: number[] = [];
jest.mock('next/cache', () => ({
  unstable_cache: <R,>(fn: () => Promise<R>, _keys: string[], options: { revalidate: number }) => () => {
    mockPeriods.push(options.revalidate);
    return fn();
  },
}));

// React's `cache` memoizes for one server request; Jest's React build never does. One request here.
let mockRequest: Map<unknown, unknown> | null = null;
jest.mock('react', () => ({
  ...jest.requireActual<object>('react'),
  cache:
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): R => {
      if (!mockRequest || args.length > 0) return fn(...args);
      if (!mockRequest.has(fn)) mockRequest.set(fn, fn(...args));
      return mockRequest.get(fn) as R;
    },
}));

type Route = typeof import('./page');
type Links = typeof import('../../@languages/news/[slug]/page');
let route: Route;
let links: Links;
const saved = { ...process.env };

beforeAll(async () => {
  // A CMS that refuses every connection: each read fails at once.
  process.env.CMS_API_URL = 'http://127.0.0.1:9/wp-json';
  await jest.isolateModulesAsync(async () => {
    route = await import('./page');
    links = await import('../../@languages/news/[slug]/page');
  });
});

afterAll(() => {
  process.env = saved;
});

describe('an article page while the CMS is down', () => {
  it('reads, logs and marks the failed lookup once for the page, its metadata and its language links', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const params = Promise.resolve({ lang: 'uk', slug: 'zymova-shkola-fulbraitivtsiv-u-lvovi' });
    mockRequest = new Map();
    try {
      await route.generateMetadata({ params });
      await route.default({ params });
      await links.default({ params });
    } finally {
      mockRequest = null;
    }
    const logged = errors.mock.calls.map((call) => String(call[0]));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^\[cms\] findNewsItem failed: CMS .*news\/zymova-shkola-fulbraitivtsiv-u-lvovi/);
    expect(mockPeriods.filter((period) => period === OUTAGE_REVALIDATE_SECONDS)).toHaveLength(1);
    errors.mockRestore();
  });
});
