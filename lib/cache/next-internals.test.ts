import { afterAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { areTagsExpired } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { FileSystemCache, hasFile, inMemoryOnly, tagsManifest } from './next-internals.mjs';

/**
 * What the site uses of Next's private internals (next-internals.mjs), checked against the
 * installed Next: a Next upgrade that renames, moves or changes any of it fails here, before a
 * build quietly stores every unknown address on disk or stops sharing revalidations.
 */
const load = createRequire(__filename);
const { nodeFs } = load('next/dist/server/lib/node-fs-methods') as { nodeFs: unknown };
const nextVersion = (JSON.parse(readFileSync(load.resolve('next/package.json'), 'utf8')) as { version: string }).version;

const root = mkdtempSync(path.join(tmpdir(), 'next-internals-'));
const serverDistDir = path.join(root, 'server');
mkdirSync(serverDistDir, { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const cache = new FileSystemCache({ fs: nodeFs, serverDistDir, flushToDisk: true, maxMemoryCacheSize: 10_000_000, revalidatedTags: [] });
const pageKey = (name: string) => `/route-cache/APP_PAGE/0a1b/$/uk/${name}`;
const page = { kind: 'APP_PAGE', html: '<html></html>', rscData: Buffer.from('0:{}'), headers: {}, status: 200, postponed: undefined, segmentData: undefined };
const setCtx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 300, expire: 31_536_000 } };
const getCtx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

describe(`Next ${nextVersion}'s internals the cache handlers rely on`, () => {
  it('FileSystemCache is a cache handler class, and keeps the flushToDisk it was given', () => {
    expect(typeof FileSystemCache).toBe('function');
    for (const method of ['get', 'set', 'revalidateTag'] as const) expect(typeof cache[method]).toBe('function');
    expect((cache as unknown as { flushToDisk: unknown }).flushToDisk).toBe(true);
  });

  it('a page it stores is a file where hasFile looks, under the build folder', async () => {
    await cache.set(pageKey('stored'), page, setCtx);
    expect(hasFile(cache, `${pageKey('stored')}.html`, 'APP_PAGE')).toBe(true);
    expect(existsSync(path.join(serverDistDir, `${pageKey('stored')}.html`))).toBe(true);
    expect(hasFile(cache, `${pageKey('never-stored')}.html`, 'APP_PAGE')).toBe(false);
  });

  it('with flushToDisk off for one set, the entry is in memory only, and the flag is back at once', async () => {
    const pending = inMemoryOnly(cache, () => cache.set(pageKey('memory'), page, setCtx));
    expect((cache as unknown as { flushToDisk: unknown }).flushToDisk).toBe(true);
    await pending;
    expect(hasFile(cache, `${pageKey('memory')}.html`, 'APP_PAGE')).toBe(false);
    expect(((await cache.get(pageKey('memory'), getCtx)) as { value: { html: string } } | null)?.value.html).toBe(page.html);
  });

  it('revalidateTag writes the tag\'s times into the manifest Next compares entries with', async () => {
    expect(tagsManifest).toBeInstanceOf(Map);
    const before = Date.now();
    await cache.revalidateTag(['internals-test'], { expire: 0 });
    const entry = tagsManifest.get('internals-test');
    expect(typeof entry?.expired).toBe('number');
    expect(entry?.expired).toBeGreaterThanOrEqual(before - 1);
    // Next's own check of an entry made before the call now finds it expired.
    expect(areTagsExpired(['internals-test'], before - 1000)).toBe(true);
  });
});
