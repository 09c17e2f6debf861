// @ts-check
import { FileSystemCache, hasFile, inMemoryOnly } from './next-internals.mjs';
import { OUTAGE_TAG } from './outage-tag.mjs';

/**
 * Next's own file-system cache (the default `cacheHandler`), with one rule added for responses:
 * what a visitor's typo or a bot's guess produces is not written to disk.
 *
 * Every page of an open route (`/news/[slug]`, `/[slug]`, …) is rendered on first request and
 * stored under `.next/server/route-cache`, and Next stores its 404 as well: 18–90 KB per address,
 * never deleted (vercel/next.js#73101, #96581). So:
 *   - a 4xx response is kept in Next's memory cache only (an LRU bounded by `cacheMaxMemorySize`),
 *     unless it replaces a page that is stored (an article that was unpublished): then it is
 *     stored like any page, so the old page cannot come back after a restart;
 *   - a 5xx response, or any render during which a CMS read failed (it carries OUTAGE_TAG,
 *     outage-tag.mjs: a not-found screen because the CMS could not be asked, a search error, a
 *     section's fallback), is not kept at all: the page cached before the failure stays, and
 *     the next request asks the CMS again.
 * The data cache follows the same rule: a lookup that found nothing (an `unstable_cache` entry
 * whose value is `null`, cached-getter.ts) stays in memory unless it replaces a stored value. It
 * must be stored somewhere: when a cached article is unpublished, Next refreshes the stale entry
 * in the background and keeps the old value if the refresh stores nothing, so the article would
 * stay up until its entry expires.
 */

/** The views of a paged list other than its first page (`/{lang}/news/~view/{state}`, lib/list-state/rewrites.ts). */
const LIST_VIEW = /\/(uk|en)\/(news|library|search|stories)\/~view\//;

/**
 * Where a cache entry goes: 'disk' (Next's default: memory and disk), 'memory', or 'nowhere'.
 * A list's views (every page and filter of news, search, library and stories) stay in memory:
 * their number has no bound on disk (one per search a visitor types), and each is one render away.
 * @param {any} value the entry Next wants to store
 * @param {() => boolean} replacesStoredPage whether the key already has a response or value on disk
 * @param {string} [key] the entry's key (a page's path follows `/$/`)
 * @returns {'disk' | 'memory' | 'nowhere'}
 */
export function placementOf(value, replacesStoredPage, key = '') {
  if (value && value.kind === 'FETCH') return isMiss(value) && !replacesStoredPage() ? 'memory' : 'disk';
  if (!value || (value.kind !== 'APP_PAGE' && value.kind !== 'APP_ROUTE')) return 'disk';
  const status = typeof value.status === 'number' ? value.status : 200;
  if (status >= 500) return 'nowhere';
  if (String(value.headers?.['x-next-cache-tags'] ?? '').split(',').includes(OUTAGE_TAG)) return 'nowhere';
  if (value.kind === 'APP_PAGE' && LIST_VIEW.test(key)) return 'memory';
  if (status >= 400) return replacesStoredPage() ? 'disk' : 'memory';
  return 'disk';
}

/**
 * A data-cache entry that holds "the CMS has no such item": `unstable_cache` stores a getter's
 * result as JSON text, so `null` is the body `'null'`.
 * @param {any} value
 */
function isMiss(value) {
  return value.data !== null && typeof value.data === 'object' && value.data.body === 'null';
}

export default class FileSystemHandler extends FileSystemCache {
  /**
   * @param {string} key
   * @param {any} data
   * @param {any} ctx
   */
  async set(key, data, ctx) {
    const placement = placementOf(data, () => this.hasStoredResponse(key, data.kind), key);
    if (placement === 'disk') return super.set(key, data, ctx);
    if (placement === 'memory') return inMemoryOnly(this, () => super.set(key, data, ctx));
  }

  /**
   * A response or data value stored for this key: written at run time, or prerendered by the build.
   * @param {string} key
   * @param {'APP_PAGE' | 'APP_ROUTE' | 'FETCH'} kind
   */
  hasStoredResponse(key, kind) {
    const suffix = { APP_ROUTE: '.body', APP_PAGE: '.html', FETCH: '' }[kind];
    const marker = key.indexOf('/$/');
    const keys = marker === -1 ? [key] : [key, key.slice(marker + 2)];
    return keys.some((candidate) => hasFile(this, `${candidate}${suffix}`, kind));
  }
}
