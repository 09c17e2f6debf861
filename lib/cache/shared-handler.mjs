// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import FileSystemHandler, { placementOf } from './file-system-handler.mjs';
import { withPackedValues } from './packed-values.mjs';
import { tagsManifest } from './next-internals.mjs';
import { REDIS_COMMAND_TIMEOUT_MS, REDIS_KEY_PREFIX, sharedRedis, timeLimited } from './redis.mjs';
import { createTagMarks } from './tag-marks.mjs';

/**
 * Next's cache (`cacheHandler` in next.config.ts, set only when REDIS_URL is): ISR pages, route
 * handler answers and `unstable_cache` data of every instance live in one Redis.
 *
 * - Storage: the redis-strings handler of @fortedigital/nextjs-cache-handler (serialisation,
 *   buffers, expiry), under a prefix per build so that a new build never serves an old build's
 *   pages; large values gzipped (packed-values.mjs).
 * - Revalidation: tag marks shared through Redis (tag-marks.mjs), so a `revalidateTag` on one
 *   instance reaches every instance with Next's own stale/expire rules.
 * - Fallback: Next's own file-system cache of this instance (file-system-handler.mjs). It
 *   answers what Redis does not have (the pages prerendered by the build, read from this
 *   instance's build directory) and everything while Redis cannot be reached, so pages keep
 *   serving without it.
 *
 * The package's own CacheHandler class is not used: with Next 16.4 its registerInitialCache
 * writes keys Next no longer reads (routes are cached under /route-cache/… keys), its
 * revalidateTag deletes entries, which would turn the webhook's stale-while-revalidate into a
 * blocking render with no last good copy to fall back on, and it reads route handlers' tags from
 * a context that Next leaves empty for them.
 */

/** How long an entry stays in Redis after it was written: long enough to keep a last good copy through a CMS outage. */
export const ENTRY_TTL_SECONDS = 14 * 24 * 60 * 60;
const TAGS_HEADER = 'x-next-cache-tags';

/**
 * @typedef {{ kind?: string, revalidate?: number | false, headers?: Record<string, unknown> } | null} CacheValue
 * @typedef {{ lastModified: number, value: CacheValue, cacheControl?: unknown }} CacheEntry
 * @typedef {{ kind?: string, tags?: string[], softTags?: string[], fetchCache?: boolean, isRoutePPREnabled?: boolean, isFallback?: boolean, cacheControl?: { revalidate?: number | false, expire?: number } }} CacheContext
 */

/** @param {CacheValue} value */
export function headerTags(value) {
  const header = value?.headers?.[TAGS_HEADER];
  if (typeof header === 'string') return header.split(',').filter(Boolean);
  if (Array.isArray(header)) return header.map(String);
  return [];
}

/**
 * The tags Next compares a data entry with: the getter's own and the implicit tags of the page
 * that reads it. Known before the entry is read.
 * @param {CacheContext} ctx
 */
export const dataTags = (ctx) => [...(ctx.tags ?? []), ...(ctx.softTags ?? [])];

/**
 * The tags Next compares an entry with: a data entry's (dataTags), a page's or route handler's
 * tags header.
 * @param {CacheEntry} entry
 * @param {CacheContext} ctx
 */
export function tagsToCheck(entry, ctx) {
  return entry.value?.kind === 'FETCH' ? dataTags(ctx) : headerTags(entry.value);
}

/**
 * What goes to Redis: the value with what Next needs to judge it on another instance (its time,
 * its cache control) and the tags of route handlers too (Next passes them only in the header).
 * @param {CacheValue} value
 * @param {CacheContext} ctx
 * @param {number} now
 */
export function storedEntry(value, ctx, now) {
  const lastModifiedAt = Math.floor(now / 1000);
  const revalidate = value?.kind === 'FETCH' ? value.revalidate : ctx.cacheControl?.revalidate;
  const staleAge = typeof revalidate === 'number' && revalidate > 0 ? revalidate : ENTRY_TTL_SECONDS;
  return {
    lastModified: now,
    lifespan: {
      lastModifiedAt,
      staleAge,
      staleAt: lastModifiedAt + staleAge,
      expireAge: ENTRY_TTL_SECONDS,
      expireAt: lastModifiedAt + ENTRY_TTL_SECONDS,
      revalidate: revalidate ?? false,
    },
    tags: value?.kind === 'FETCH' ? (ctx.tags ?? []) : headerTags(value),
    value,
    ...(ctx.fetchCache || !ctx.cacheControl ? {} : { cacheControl: ctx.cacheControl }),
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
      marks: createTagMarks({ redis, manifest: tagsManifest }),
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
  /** @param {{ serverDistDir: string } & Record<string, unknown>} ctx Next's context for its own cache handlers. */
  constructor(ctx) {
    /** This instance's own cache: Next's file-system cache with the site's rule for unknown addresses and CMS failures. */
    this.local = new FileSystemHandler(ctx);
    this.shared = storeFor(ctx.serverDistDir);
  }

  /**
   * @param {string} key
   * @param {CacheContext} ctx
   * @returns {Promise<CacheEntry | null>}
   */
  async get(key, ctx) {
    const shared = this.shared;
    /** @type {CacheEntry | null} */
    let entry = null;
    if (shared) await shared.redis.connecting;
    // Data's tags are known before the entry is read: fetch their marks meanwhile.
    const dataMarks = ctx.kind === 'FETCH' && shared ? shared.marks.sync(dataTags(ctx)) : null;
    if (shared?.redis.available()) {
      try {
        entry = await timeLimited(shared.entries.get(key, { implicitTags: [] }));
      } catch (error) {
        shared.redis.failed(error);
      }
    }
    entry ??= await this.local.get(key, ctx);
    if (dataMarks) await dataMarks;
    else if (entry && shared) await shared.marks.sync(tagsToCheck(entry, ctx));
    return entry;
  }

  /**
   * @param {string} key
   * @param {CacheValue} value
   * @param {CacheContext} ctx
   */
  async set(key, value, ctx) {
    // A 5xx, or a not-found screen of a CMS failure, is stored nowhere: the last good page stays.
    // Any other 4xx is stored like a page: in Redis it may replace a page that was unpublished,
    // and Redis's maxmemory bounds what unknown addresses take.
    if (placementOf(value, () => true) === 'nowhere') return;
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
    // Next's own bookkeeping for this instance first, then the same marks for the others.
    await this.local.revalidateTag(list, durations);
    await this.shared?.marks.publish(list);
  }

  resetRequestCache() {}
}
