import { describe, expect, it, jest } from '@jest/globals';

/** The webhook's rules, run against the route handler itself with different settings. */
const afterTasks: (() => Promise<void>)[] = [];
jest.mock('next/server', () => ({
  ...jest.requireActual<typeof import('next/server')>('next/server'),
  after: (task: () => Promise<void>) => {
    afterTasks.push(task);
  },
}));

type Route = typeof import('./route');
type CacheStub = typeof import('@/test/next-cache-stub');

async function load(env: Record<string, string | undefined>): Promise<{ route: Route; cache: CacheStub }> {
  const saved = { ...process.env };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  let loaded: { route: Route; cache: CacheStub } | undefined;
  await jest.isolateModulesAsync(async () => {
    const cache = (await import('next/cache')) as unknown as CacheStub;
    loaded = { route: await import('./route'), cache };
  });
  process.env = saved;
  if (!loaded) throw new Error('route did not load');
  return loaded;
}

function post(body: string, secret?: string, contentType = 'application/json') {
  const headers: Record<string, string> = { 'content-type': contentType };
  if (secret !== undefined) headers['x-revalidate-secret'] = secret;
  return new Request('http://localhost/api/revalidate', { method: 'POST', headers, body }) as never;
}

describe('POST /api/revalidate', () => {
  it('answers 503 when no secret is configured, revalidating nothing', async () => {
    const { route, cache } = await load({ REVALIDATE_SECRET: undefined });
    const calls = cache.revalidateTagCalls;
    const response = await route.POST(post('{"type":"menu"}', 'x'));
    expect(response.status).toBe(503);
    expect(calls).toEqual([]);
  });

  it('answers 401 for a wrong or missing secret', async () => {
    const { route, cache } = await load({ REVALIDATE_SECRET: 's3cret' });
    const calls = cache.revalidateTagCalls;
    expect((await route.POST(post('{"type":"menu"}', 'wrong'))).status).toBe(401);
    expect((await route.POST(post('{"type":"menu"}'))).status).toBe(401);
    expect(calls).toEqual([]);
  });

  it('answers 400 for a malformed body and 415 for another content type', async () => {
    const { route, cache } = await load({ REVALIDATE_SECRET: 's3cret' });
    const calls = cache.revalidateTagCalls;
    expect((await route.POST(post('{nope', 's3cret'))).status).toBe(400);
    expect((await route.POST(post('{"type":"page"}', 's3cret'))).status).toBe(400);
    expect((await route.POST(post('type=menu', 's3cret', 'application/x-www-form-urlencoded'))).status).toBe(415);
    expect(calls).toEqual([]);
  });

  // "read without a streaming byte cap; the size is checked only afterwards, and in UTF-16 units".
  it('caps the body in bytes, not UTF-16 units: 5,000 Cyrillic letters (10,000 bytes) are too large', async () => {
    const { route, cache } = await load({ REVALIDATE_SECRET: 's3cret' });
    const body = JSON.stringify({ type: 'news', slug: 'є'.repeat(5000), lang: 'uk' });
    expect(body.length).toBeLessThan(8 * 1024);
    expect((await route.POST(post(body, 's3cret'))).status).toBe(413);
    expect(cache.revalidateTagCalls).toEqual([]);
  });

  it('stops reading an endless body at the cap instead of buffering it', async () => {
    const { route } = await load({ REVALIDATE_SECRET: 's3cret' });
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode(`{"tags":["${'x'.repeat(1000)}`));
      },
    });
    const request = new Request('http://localhost/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': 's3cret' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect((await route.POST(request as never)).status).toBe(413);
    expect(pulled).toBeLessThan(20);
  });

  it('revalidates exactly the tags of the affected pages, stale-while-revalidate', async () => {
    const { route, cache } = await load({ REVALIDATE_SECRET: 's3cret' });
    const calls = cache.revalidateTagCalls;
    const response = await route.POST(post('{"type":"news","slug":"a","lang":"uk"}', 's3cret'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { revalidated: string[] };
    expect(body.revalidated).toEqual(['news:a', 'news:uk', 'posts', 'search', 'sitemap']);
    expect(calls).toEqual(body.revalidated.map((tag) => [tag, 'max']));
  });

  it('invalidates the same tags once more a moment later, for a regeneration that was already running', async () => {
    const { route, cache } = await load({ REVALIDATE_SECRET: 's3cret' });
    const { REVALIDATE_SETTLE_MS } = await import('@/lib/constants');
    const calls = cache.revalidateTagCalls;
    afterTasks.length = 0;
    const response = await route.POST(post('{"type":"menu","mode":"expire"}', 's3cret'));
    const body = (await response.json()) as { revalidated: string[] };
    const firstPass = body.revalidated.map((tag) => [tag, { expire: 0 }]);
    expect(calls).toEqual(firstPass);
    expect(afterTasks).toHaveLength(1);
    jest.useFakeTimers();
    try {
      const second = afterTasks[0]?.();
      jest.advanceTimersByTime(REVALIDATE_SETTLE_MS - 1);
      expect(calls).toHaveLength(firstPass.length);
      jest.advanceTimersByTime(1);
      await second;
    } finally {
      jest.useRealTimers();
    }
    expect(calls).toEqual([...firstPass, ...firstPass]);
  });

  it('limits wrong secrets strictly, then refuses even the right one for the window; many right calls pass', async () => {
    const { route } = await load({ REVALIDATE_SECRET: 's3cret' });
    const { REVALIDATE_RATE_LIMIT } = await import('@/lib/constants');
    for (let i = 0; i < 100; i += 1) expect((await route.POST(post('{"type":"menu"}', 's3cret'))).status).toBe(200);
    for (let i = 0; i < REVALIDATE_RATE_LIMIT.wrongSecrets; i += 1) {
      expect((await route.POST(post('{"type":"menu"}', 'guess'))).status).toBe(401);
    }
    expect((await route.POST(post('{"type":"menu"}', 'guess'))).status).toBe(429);
    expect((await route.POST(post('{"type":"menu"}', 's3cret'))).status).toBe(429);
  });

  it('a rejected call schedules nothing', async () => {
    const { route } = await load({ REVALIDATE_SECRET: 's3cret' });
    afterTasks.length = 0;
    expect((await route.POST(post('{"type":"menu"}', 'wrong'))).status).toBe(401);
    expect((await route.POST(post('not json', 's3cret'))).status).toBe(400);
    expect(afterTasks).toHaveLength(0);
  });

  it('answers 405 to other methods', async () => {
    const { route } = await load({ REVALIDATE_SECRET: 's3cret' });
    const answer = route.GET();
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
    expect(await answer.json()).toEqual({ error: 'method_not_allowed' });
  });
});
