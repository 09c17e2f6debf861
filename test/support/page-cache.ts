import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Next's answer about a cached page (`x-nextjs-cache`): HIT when it serves a stored render that
 * is fresh, STALE when it serves one it has been told to refresh (and starts a new render).
 */
export async function pageCacheState(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.headers()['x-nextjs-cache'] ?? 'none';
}

/** Waits until the page's latest render is stored and fresh: any regeneration under way has ended. */
export async function expectFreshPage(request: APIRequestContext, path: string, timeout = 30_000): Promise<void> {
  await expect.poll(() => pageCacheState(request, path), { message: `${path} is stored fresh`, timeout, intervals: [200, 300, 500, 1000] }).toBe('HIT');
}
