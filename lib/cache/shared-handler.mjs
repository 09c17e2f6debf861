// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dataTags, entryToServe, placementOf, recordOf, tagsOf } from './cache-records.mjs';
import { FileSystemHandler } from './file-system-handler.mjs';
import { redisEntries } from './redis-entries.mjs';
import { REDIS_KEY_PREFIX, sharedRedis, timeLimited } from './redis.mjs';
import { createTagMarks } from './tag-marks.mjs';
import { localTagTimes, markTags } from './tag-times.mjs';
import { trace, traced } from './trace.mjs';

/**
 * Next's cache (`cacheHandler` in next.config.ts, set only when REDIS_URL is): ISR pages, route
 * handler answers and `unstable_cache` data of every instance live in one Redis.
 *
 * - Storage: one Redis string per entry (redis-entries.mjs), under a prefix per build (its
 *   BUILD_ID) so that a new build never serves an old build's pages, expiring ENTRY_TTL_SECONDS
 *   after its last render; large values gzipped.
 * - Revalidation: tag marks shared through Redis (tag-marks.mjs), so a `revalidateTag` on one
 *   instance reaches every instance; each judges an entry by them as one instance does
 *   (cache-records.mjs).
 * - Fallback: this instance's own cache (file-system-handler.mjs). It answers what Redis does not
 *   have (the data the build read) and everything while Redis cannot be reached, so pages keep
 *   serving without it.
 *
 * Why not a published Redis handler (docs/caching.md): @fortedigital/nextjs-cache-handler's
 * revalidateTag deletes entries, which would turn the webhook's stale-while-revalidate into a
 * blocking render with no last good copy to fall back on, it reads route handlers' tags from a
 * context that Next leaves empty for them, and it needs Node 22 or later.
 */

/** How long an entry stays in Redis after it was written: long enough to keep a last good copy through a CMS outage. */
export const ENTRY_TTL_SECONDS = 14 * 24 * 60 * 60;

/**
 * @typedef {import('./cache-records.mjs').CacheContext} CacheContext
 */

/**
 * The build's id, which `next build` writes beside the folder Next hands the handler
 * (`.next/BUILD_ID` beside `.next/server`).
 * @param {string} serverDistDir
 */
const buildIdOf = (serverDistDir) => readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();

/** Per build: its entries and the tag marks, made once per process. */
const stores = new Map();

/** @param {string} serverDistDir */
function storeFor(serverDistDir) {
  const known = stores.get(serverDistDir);
  if (known !== undefined) return known;
  const redis = sharedRedis(process.env.REDIS_URL);
  let store = null;
  if (redis) {
    store = {
      redis,
      entries: redisEntries(redis.client, `${REDIS_KEY_PREFIX}${buildIdOf(serverDistDir)}:`, ENTRY_TTL_SECONDS),
      marks: createTagMarks({ redis, manifest: localTagTimes }),
    };
  }
  stores.set(serverDistDir, store);
  return store;
}

class SharedCacheHandler {
  /** @param {{ serverDistDir: string, maxMemoryCacheSize?: number }} ctx Next's context for its cache handler. */
  constructor(ctx) {
    /** This instance's own cache, with the same rules. */
    this.local = new FileSystemHandler(ctx);
    this.shared = storeFor(ctx.serverDistDir);
  }

  /**
   * @param {string} key
   * @param {CacheContext} ctx
   */
  async get(key, ctx) {
    const shared = this.shared;
    /** @type {import('./local-store.mjs').CacheRecord | null} */
    let record = null;
    if (shared) await shared.redis.connecting;
    // Data's tags are known before the entry is read: fetch their marks meanwhile.
    const dataMarks = ctx.kind === 'FETCH' && shared ? shared.marks.sync(dataTags(ctx)) : null;
    if (shared?.redis.available()) {
      try {
        record = await timeLimited(shared.entries.get(key));
      } catch (error) {
        shared.redis.failed(error);
      }
    }
    record ??= await this.local.store.get(key);
    if (dataMarks) await dataMarks;
    else if (record && shared) await shared.marks.sync(tagsOf(record, ctx));
    return entryToServe(record, ctx, localTagTimes);
  }

  /**
   * @param {string} key
   * @param {any} value
   * @param {CacheContext} ctx
   */
  async set(key, value, ctx) {
    // Nothing of an outage: the last good page stays. Any other 4xx is stored like a page: in
    // Redis it may replace a page that was unpublished, and Redis's maxmemory bounds what unknown
    // addresses take.
    const placement = placementOf(value, () => true);
    if (placement === 'nowhere') return;
    const shared = this.shared;
    if (shared) await shared.redis.connecting;
    if (placement === 'forget') {
      trace({ call: 'workaround', what: 'redirect without Location forgotten', key });
      // Here and in this instance's own cache, which answers when Redis has nothing.
      if (shared?.redis.available()) await timeLimited(shared.entries.delete(key)).catch((error) => shared.redis.failed(error));
      await this.local.store.delete(key);
      return;
    }
    if (shared?.redis.available()) {
      try {
        await timeLimited(shared.entries.set(key, recordOf(value, ctx, Date.now())));
        return;
      } catch (error) {
        shared.redis.failed(error);
      }
    }
    await this.local.set(key, value, ctx);
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    // This instance's record first, then the same marks for the others.
    markTags(localTagTimes, list, durations);
    await this.shared?.marks.publish(list);
  }

  resetRequestCache() {}
}

export default traced(SharedCacheHandler);
