import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { inRequest, outageMarks, type OneRequest } from '@/test/support/one-request';

/**
 * "A failure is logged once per request": an article page asks for its article three times in one
 * request (the page, its `generateMetadata`, the header's language links). With the CMS down, the
 * three share one read, one log line and one outage mark (lib/cms/fallback.ts).
 */

jest.mock('next/cache', () => jest.requireActual<OneRequest>('@/test/support/one-request').nextCache);
jest.mock('react', () => jest.requireActual<OneRequest>('@/test/support/one-request').reactInRequest());

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
    await inRequest(async () => {
      await route.generateMetadata({ params });
      await route.default({ params });
      await links.default({ params });
    });
    const logged = errors.mock.calls.map((call) => String(call[0]));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^\[cms\] findNewsItem failed: CMS .*news\/zymova-shkola-fulbraitivtsiv-u-lvovi/);
    expect(outageMarks()).toBe(1);
    errors.mockRestore();
  });
});
