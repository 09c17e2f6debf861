import { describe, expect, it, jest } from '@jest/globals';
import type { SharedRedis } from './redis.mjs';
import { createTagMarks, TAG_MARKS_KEY } from './tag-marks.mjs';

/**
 * "A revalidateTag from the webhook on one instance makes every instance serve the new
 * content within 2 s." The marks' bookkeeping around Redis, with Redis faked; the Lua script and
 * two instances against a real Redis are tested in test/redis/.
 */
function fakeRedis(up = true) {
  const hash = new Map<string, string>();
  const readyListeners: Array<() => void> = [];
  const state = { up, fail: false };
  const evalCalls: string[][] = [];
  const client = {
    eval: jest.fn(async (_script: string, options: { keys: string[]; arguments: string[] }) => {
      if (state.fail) throw new Error('connection lost');
      evalCalls.push(options.arguments);
      for (let i = 0; i < options.arguments.length; i += 3) hash.set(options.arguments[i] as string, options.arguments[i + 1] as string);
      return 1;
    }),
    hmGet: jest.fn(async (_key: string, fields: string[]) => fields.map((field) => hash.get(field) ?? null)),
  };
  const redis = {
    url: 'redis://fake',
    client,
    available: () => state.up,
    connecting: Promise.resolve(),
    failed: jest.fn(),
    onReady: (listener: () => void) => readyListeners.push(listener),
    close: async () => undefined,
  } as unknown as SharedRedis;
  const comeBack = () => {
    state.up = true;
    for (const listener of readyListeners) listener();
  };
  return { redis, hash, state, client, evalCalls, comeBack };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('tag marks', () => {
  it('publish what this instance\'s manifest says about the tags, with the time of the call', async () => {
    const { redis, hash } = fakeRedis();
    const manifest = new Map([['news:uk', { stale: 1_000, expired: 1_000 + 31_536_000_000 }]]);
    await createTagMarks({ redis, manifest, now: () => 1_000 }).publish(['news:uk']);
    expect(JSON.parse(hash.get('news:uk') ?? '{}')).toEqual({ stale: 1_000, expired: 1_000 + 31_536_000_000, at: 1_000 });
  });

  it('copy newer shared marks into the manifest, and only newer ones', async () => {
    const { redis, hash, client } = fakeRedis();
    hash.set('news:uk', JSON.stringify({ stale: 5_000, at: 5_000 }));
    hash.set('cms', 'not json');
    const manifest = new Map<string, { stale?: number; expired?: number }>();
    const marks = createTagMarks({ redis, manifest, now: () => 9_000 });
    await marks.sync(['news:uk', 'cms', 'menu:uk', 'news:uk']);
    expect(client.hmGet).toHaveBeenCalledWith(TAG_MARKS_KEY, ['news:uk', 'cms', 'menu:uk']);
    expect(manifest.get('news:uk')).toEqual({ stale: 5_000 });
    expect(manifest.has('cms')).toBe(false);

    // This instance revalidates later; an older shared mark must not undo it.
    manifest.set('news:uk', { stale: 9_000, expired: 9_000 });
    await marks.publish(['news:uk']);
    hash.set('news:uk', JSON.stringify({ stale: 7_000, at: 7_000 }));
    await marks.sync(['news:uk']);
    expect(manifest.get('news:uk')).toEqual({ stale: 9_000, expired: 9_000 });
  });

  it('made while Redis is unreachable are published, with their original time, when it is back', async () => {
    const { redis, hash, client, comeBack } = fakeRedis(false);
    const manifest = new Map([['news:en', { stale: 2_000 }]]);
    const marks = createTagMarks({ redis, manifest, now: () => 2_000 });
    await marks.publish(['news:en']);
    expect(client.eval).not.toHaveBeenCalled();
    expect(marks.pendingCount).toBe(1);
    await marks.sync(['news:en']);
    expect(client.hmGet).not.toHaveBeenCalled();

    comeBack();
    await flush();
    expect(marks.pendingCount).toBe(0);
    expect(JSON.parse(hash.get('news:en') ?? '{}')).toEqual({ stale: 2_000, at: 2_000 });
  });

  it('that fail to reach Redis stay pending and send the instance to its fallbacks', async () => {
    const { redis, state, evalCalls } = fakeRedis();
    state.fail = true;
    const marks = createTagMarks({ redis, manifest: new Map([['faq', { stale: 3_000 }]]), now: () => 3_000 });
    await marks.publish(['faq']);
    expect(redis.failed).toHaveBeenCalled();
    expect(marks.pendingCount).toBe(1);
    state.fail = false;
    await marks.sync(['faq']);
    expect(evalCalls).toEqual([['faq', JSON.stringify({ stale: 3_000, at: 3_000 }), '3000']]);
    expect(marks.pendingCount).toBe(0);
  });
});
