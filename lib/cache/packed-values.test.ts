import { describe, expect, it } from '@jest/globals';
import { packValue, PACK_FROM_LENGTH, unpackValue, withPackedValues } from './packed-values.mjs';

/** A stand-in for the Redis client: one store, `withAbortSignal` giving the same commands. */
function fakeClient() {
  const store = new Map<string, unknown>();
  const commands = {
    get: async (key: string) => store.get(key) ?? null,
    set: async (...[key, value]: [string, unknown, unknown?]) => {
      store.set(key, value);
      return 'OK';
    },
    hSet: async () => 1,
  };
  return { store, client: { ...commands, withAbortSignal: (...[]: [AbortSignal]) => commands } };
}

describe('large cache values are kept gzipped in Redis', () => {
  const page = JSON.stringify({ kind: 'APP_PAGE', html: '<li class="member">Олена Коваленко, координаторка програм</li>'.repeat(2_000) });

  it('a page entry of 130 KB is stored at a tenth of its size and read back unchanged', async () => {
    const { store, client } = fakeClient();
    const packed = withPackedValues(client);
    await packed.withAbortSignal(AbortSignal.timeout(500)).set('site:b1:/route-cache/APP_PAGE/team', page, { EX: 60 });
    const stored = store.get('site:b1:/route-cache/APP_PAGE/team') as string;
    expect(stored.length).toBeLessThan(page.length / 10);
    expect(await packed.withAbortSignal(AbortSignal.timeout(500)).get('site:b1:/route-cache/APP_PAGE/team')).toBe(page);
  });

  it('leaves small values, missing keys and other commands as they are', async () => {
    const { store, client } = fakeClient();
    const packed = withPackedValues(client);
    await packed.set('small', '{"kind":"FETCH"}');
    expect(store.get('small')).toBe('{"kind":"FETCH"}');
    expect(await packed.get('none')).toBeNull();
    expect(await packed.withAbortSignal(AbortSignal.timeout(500)).hSet()).toBe(1);
    expect(packValue('x'.repeat(PACK_FROM_LENGTH - 1))).toHaveLength(PACK_FROM_LENGTH - 1);
    expect(unpackValue('{"kind":"APP_PAGE"}')).toBe('{"kind":"APP_PAGE"}');
  });
});
