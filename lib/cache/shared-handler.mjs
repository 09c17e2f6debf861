// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { dataTags, entryToServe, placementOf, recordOf, tagsOf } from './cache-records.mjs';
import FileSystemHandler from './file-system-handler.mjs';
import { withPackedValues } from './packed-values.mjs';
import { REDIS_COMMAND_TIMEOUT_MS, REDIS_KEY_PREFIX, sharedRedis, timeLimited } from './redis.mjs';
import { createTagMarks } from './tag-marks.mjs';
import { localTagTimes, markTags } from './tag-times.mjs';

/**
 * Next's cache (`cacheHandler` in next.config.ts, set only when REDIS_URL is): ISR pages, route
 * handler answers and `unstable_cache` data of every instance live in one Redis.
 *
 * - Storage: the redis-strings handler of @fortedigital/nextjs-cache-handler (serialisation,
 *   buffers, expiry), under a prefix per build so that a new build never serves an old build's
 *   pages; large values gzipped (packed-values.mjs).
 * - Revalidation: tag marks shared through Redis (tag-marks.mjs), so a `revalidateTag` on one
 *   instance reaches every instance; each judges an entry by them as one instance does
 *   (cache-records.mjs).
 * - Fallback: this instance's own cache (file-system-handler.mjs). It answers what Redis does not
 *   have (the data the build read) and everything while Redis cannot be reached, so pages keep
 *   serving without it.
 *
 * The package's own CacheHandler class is not used: its revalidateTag deletes entries, which
 * would turn the webhook's stale-while-revalidate into a blocking render with no last good copy
 * to fall back on, and it reads route handlers' tags from a context that Next leaves empty for them.
 */

/** How long an entry stays in Redis after it was written: long enough to keep a last good copy through a CMS outage. */
export const ENTRY_TTL_SECONDS = 14 * 24 * 60 * 60;

/**
 * @typedef {import('./cache-records.mjs').CacheContext} CacheContext
 */

/**
 * What goes to Redis: the record (value, time, tags, cache control) with the lifespan the
 * storage handler expires it by.
 * @param {any} value
 * @param {CacheContext} ctx
 * @param {number} now
 */
export function storedEntry(value, ctx, now) {
  const record = recordOf(value, ctx, now);
  const lastModifiedAt = Math.floor(now / 1000);
  const revalidate = value?.kind === 'FETCH' ? value.revalidate : ctx.cacheControl?.revalidate;
  const staleAge = typeof revalidate === 'number' && revalidate > 0 ? revalidate : ENTRY_TTL_SECONDS;
  return {
    ...record,
    lifespan: {
      lastModifiedAt,
      staleAge,
      staleAt: lastModifiedAt + staleAge,
      expireAge: ENTRY_TTL_SECONDS,
      expireAt: lastModifiedAt + ENTRY_TTL_SECONDS,
      revalidate: revalidate ?? false,
    },
  };
}

/** Per build: the storage handler and the tag marks, made once per process. */
const stores = new Map();

/** @param {string} serverDistDir */
function storeFor(serverDistDir) {
  const known = stores.get(serverDistDir);
  if (known !== undefined) return known;
  const redis = sharedRedis(process.env.REDIS_URL);
  let store = null;
  if (redis) {
    const buildId = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    const created = {
      redis,
      entries: createRedisHandler({
        client: /** @type {any} */ (withPackedValues(redis.client)),
        keyPrefix: `${REDIS_KEY_PREFIX}${buildId}:`,
        timeoutMs: REDIS_COMMAND_TIMEOUT_MS,
      }),
      marks: createTagMarks({ redis, manifest: localTagTimes }),
    };
    // The storage handler keeps a hash of every entry's tags and expiry; drop the expired ones
    // each time the connection is made, so the hashes do not grow with entries long gone.
    const prune = () => void created.entries.prepare?.()?.catch(() => undefined);
    redis.onReady(prune);
    if (redis.available()) prune();
    store = created;
  }
  stores.set(serverDistDir, store);
  return store;
}

export default class SharedCacheHandler {
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
        record = await timeLimited(shared.entries.get(key, { implicitTags: [] }));
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
    if (placementOf(value, ctx, () => true) === 'nowhere') return;
    const shared = this.shared;
    if (shared) await shared.redis.connecting;
    if (shared?.redis.available()) {
      try {
        await timeLimited(shared.entries.set(key, /** @type {any} */ (storedEntry(value, ctx, Date.now()))));
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
