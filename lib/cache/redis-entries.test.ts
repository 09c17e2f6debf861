import { describe, expect, it } from '@jest/globals';
import { packValue, PACK_FROM_LENGTH, unpackValue } from './packed-values.mjs';
import { redisEntries } from './redis-entries.mjs';

/** A stand-in for the Redis client's string commands: one store, with each write's options. */
function fakeClient() {
  const store = new Map<string, string>();
  const options = new Map<string, unknown>();
  return {
    store,
    options,
    client: {
      get: async (key: string) => store.get(key) ?? null,
      set: async (key: string, value: string, setOptions: { EX: number }) => {
        store.set(key, value);
        options.set(key, setOptions);
        return 'OK';
      },
      del: async (key: string) => Number(store.delete(key)),
    },
  };
}

describe('large cache values are kept gzipped in Redis', () => {
  const html = '<li class="member">Олена Коваленко, координаторка програм</li>'.repeat(2_000);
  const record = { lastModified: 1, tags: ['team:uk'], value: { kind: 'APP_PAGE', html, rscData: Buffer.from('0:{}'), segmentData: new Map([['/_tree', Buffer.from('tree')]]) } };

  it('a page entry of 130 KB is stored at a tenth of its size, under the build\'s prefix, and read back whole', async () => {
    const { store, options, client } = fakeClient();
    const entries = redisEntries(client, 'site:b1:', 60);
    await entries.set('/route-cache/APP_PAGE/team', record);
    const stored = store.get('site:b1:/route-cache/APP_PAGE/team') ?? '';
    expect(stored.length).toBeLessThan(html.length / 10);
    expect(options.get('site:b1:/route-cache/APP_PAGE/team')).toEqual({ EX: 60 });
    const back = await entries.get('/route-cache/APP_PAGE/team');
    expect(back?.value.html).toBe(html);
    expect(Buffer.isBuffer(back?.value.rscData) && back?.value.rscData.toString()).toBe('0:{}');
    expect(back?.value.segmentData.get('/_tree').toString()).toBe('tree');
    await entries.delete('/route-cache/APP_PAGE/team');
    expect(await entries.get('/route-cache/APP_PAGE/team')).toBeNull();
  });

  it('leaves small values as they are; a missing key or a value it did not write is a miss', async () => {
    const { store, client } = fakeClient();
    const entries = redisEntries(client, 'p:', 60);
    await entries.set('small', { lastModified: 1, value: { kind: 'FETCH', data: { body: 'null' } } });
    expect(store.get('p:small')?.startsWith('{')).toBe(true);
    expect(await entries.get('none')).toBeNull();
    store.set('p:foreign', 'not json');
    expect(await entries.get('foreign')).toBeNull();
    expect(packValue('x'.repeat(PACK_FROM_LENGTH - 1))).toHaveLength(PACK_FROM_LENGTH - 1);
    expect(unpackValue('{"kind":"APP_PAGE"}')).toBe('{"kind":"APP_PAGE"}');
  });
});
