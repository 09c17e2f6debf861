// @ts-check
import { entryToServe, placementOf, recordOf } from './cache-records.mjs';
import { storeIn } from './local-store.mjs';
import { localTagTimes, markTags } from './tag-times.mjs';
import { trace, traced } from './trace.mjs';

/**
 * The site's cache handler on one instance (`cacheHandler` in next.config.ts), written to Next's
 * documented interface alone: the rendered pages, route answers and `unstable_cache` data in
 * memory and in the build folder (local-store.mjs), where each goes and whether it is still good
 * decided by cache-records.mjs, revalidated tags recorded by tag-times.mjs.
 */
export class FileSystemHandler {
  /** @param {{ serverDistDir?: string, maxMemoryCacheSize?: number }} ctx Next's context for its cache handler. */
  constructor(ctx) {
    this.store = storeIn(ctx.serverDistDir, ctx.maxMemoryCacheSize);
  }

  /**
   * @param {string} key
   * @param {import('./cache-records.mjs').CacheContext} ctx
   */
  async get(key, ctx) {
    return entryToServe(await this.store.get(key), ctx, localTagTimes);
  }

  /**
   * @param {string} key
   * @param {any} value
   * @param {import('./cache-records.mjs').CacheContext} ctx
   */
  async set(key, value, ctx) {
    const placement = placementOf(value, () => this.store.onDisk(key), key);
    if (placement === 'forget') {
      trace({ call: 'workaround', what: 'redirect without Location forgotten', key });
      await this.store.delete(key);
    } else if (placement !== 'nowhere') await this.store.set(key, recordOf(value, ctx, Date.now()), placement);
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    markTags(localTagTimes, typeof tags === 'string' ? [tags] : tags, durations);
  }

  resetRequestCache() {}
}

export default traced(FileSystemHandler);
