// @ts-check
import { freshness } from './tag-times.mjs';

/**
 * What both cache handlers (file-system-handler.mjs, shared-handler.mjs) decide, on Next's
 * documented handler interface: `set(key, value, ctx)` with the value and its cache control,
 * `get(key, ctx)` answering `{ value, lastModified }`, which Next judges by its age against the
 * revalidation period.
 *
 * - Where a value goes (placementOf): what a visitor's typo or a bot's guess produces is not
 *   written to disk, and a render made during a CMS outage is not kept at all.
 * - Whether a stored value is still good (entryToServe): the handler compares its tags with the
 *   revalidated tags (tag-times.mjs) and answers an age that makes Next do what the tag's
 *   revalidation asked for.
 */

/**
 * @typedef {import('./local-store.mjs').CacheRecord} CacheRecord
 * @typedef {import('./tag-times.mjs').TagManifest} TagManifest
 * @typedef {{ kind?: string, revalidate?: number | false, tags?: string[], softTags?: string[], fetchCache?: boolean, isRoutePPREnabled?: boolean, isFallback?: boolean, cacheControl?: { revalidate?: number | false, expire?: number } }} CacheContext
 */

/**
 * How a render during which a CMS read failed is kept out of the cache. markOutage (lib/cms/fallback.ts)
 * reads one `unstable_cache` entry tagged OUTAGE_TAG; Next adds the tags of every
 * `unstable_cache` read to the render's own (the `x-next-cache-tags` header the handler reads,
 * renderTags in cache-records.mjs), so the render reaches the handler carrying that tag, and the
 * handlers store no render that does (isOutageRender): the page cached before the outage stays,
 * and the next request asks the CMS again. No getter can tag its data so (outage.test.ts),
 * and a revalidation period plays no part in it.
 *
 * The entry's period, OUTAGE_REVALIDATE_SECONDS, becomes the render's (the shortest of what it
 * read): what Next sends with that render (`Cache-Control: s-maxage=1`) keeps a CDN or browser
 * from holding the outage screen longer than a second.
 */
export const OUTAGE_TAG = 'cms-outage';

/** The outage render's revalidation period, for downstream caches only (see above). */
export const OUTAGE_REVALIDATE_SECONDS = 1;

/**
 * Whether a render Next hands to a handler's `set` was made during an outage.
 * @param {string[]} renderTags the render's tags (renderTags in cache-records.mjs)
 */
export function isOutageRender(renderTags) {
  return renderTags.includes(OUTAGE_TAG);
}

const TAGS_HEADER = 'x-next-cache-tags';

/**
 * The tags of a rendered page or route answer. Next hands the handler these in the value's
 * headers (the `ctx.tags` its documentation shows are passed for data only), where every public
 * cache handler reads them.
 * @param {any} value
 * @returns {string[]}
 */
export function renderTags(value) {
  const header = value?.headers?.[TAGS_HEADER];
  if (typeof header === 'string') return header.split(',').filter(Boolean);
  if (Array.isArray(header)) return header.map(String);
  return [];
}

/**
 * The tags data answers to: the getter's own and the implicit tags of the page that reads it,
 * both in the context of `get`, so known before the entry is read.
 * @param {CacheContext} ctx
 */
export const dataTags = (ctx) => [...(ctx.tags ?? []), ...(ctx.softTags ?? [])];

/**
 * The tags an entry answers to: data's (dataTags), or those stored with a render.
 * @param {CacheRecord} record
 * @param {CacheContext} ctx
 */
export function tagsOf(record, ctx) {
  return record.value?.kind === 'FETCH' ? dataTags(ctx) : (record.tags ?? []);
}

/**
 * @param {any} value
 * @param {CacheContext} ctx
 * @param {number} now
 * @returns {CacheRecord}
 */
export function recordOf(value, ctx, now) {
  const isData = value?.kind === 'FETCH';
  return {
    value,
    lastModified: now,
    tags: isData ? (ctx.tags ?? []) : renderTags(value),
    ...(isData || !ctx.cacheControl ? {} : { cacheControl: ctx.cacheControl }),
  };
}

/** The views of a paged list other than its first page (`/{lang}/news/~view/{state}`, lib/list-state/rewrites.ts). */
const LIST_VIEW = /\/(uk|en)\/(news|library|search|stories)\/~view\//;

/**
 * Whether a render is a redirect (3xx) that carries no `Location`. Next 16.4 hands the handler such
 * a render when a page turns into a redirect while it is regenerated in the background (see
 * docs/caching.md): served, it is a redirect to nowhere.
 * @param {any} value
 */
export function isRedirectWithoutLocation(value) {
  if (!value || (value.kind !== 'APP_PAGE' && value.kind !== 'APP_ROUTE')) return false;
  if (typeof value.status !== 'number' || value.status < 300 || value.status > 399) return false;
  const headers = value.headers && typeof value.headers === 'object' ? value.headers : {};
  const location = Object.entries(headers).find(([name]) => name.toLowerCase() === 'location')?.[1];
  const first = Array.isArray(location) ? location[0] : location;
  return typeof first !== 'string' || first.trim() === '';
}

/**
 * Where a value goes: 'disk' (memory and disk), 'memory', 'nowhere' (what is stored stays), or
 * 'forget' (what is stored goes too).
 * - A 5xx, or any render made during a CMS outage (isOutageRender above: a not-found screen because
 *   the CMS could not be asked, a search error, a section's fallback), goes nowhere: the page
 *   stored before the failure stays, and the next request asks the CMS again.
 * - A redirect without its `Location` (isRedirectWithoutLocation) is forgotten with the page
 *   stored before it: the next request finds nothing and renders in the foreground, where Next
 *   keeps the `Location`. Kept instead, the old page would be served and regenerated into the
 *   same broken redirect on every request, and the redirect would never be served.
 * - A list's views (every page and filter of news, search, library and stories) stay in memory:
 *   their number has no bound on disk (one per search a visitor types), and each is one render away.
 * - Any other 4xx stays in memory (Next's memory bound), unless it replaces a stored value (an
 *   article that was unpublished): then it is stored, so the old page cannot come back after a
 *   restart. Every page of an open route (`/news/[slug]`, `/[slug]`, …) is rendered on first
 *   request, its 404 too: 18–90 KB per address a visitor mistypes.
 * - Data alike: a lookup that found nothing (an `unstable_cache` value of `null`,
 *   cached-getter.ts) stays in memory unless it replaces a stored value. It must be stored
 *   somewhere: when a cached article is unpublished, Next refreshes the stale entry and keeps the
 *   old value if the refresh stores nothing.
 * @param {any} value the value Next wants to store
 * @param {() => boolean} replacesStored whether the key has a value on disk
 * @param {string} [key] the entry's key (a page's path is at its end)
 * @returns {'disk' | 'memory' | 'nowhere' | 'forget'}
 */
export function placementOf(value, replacesStored, key = '') {
  if (value && value.kind === 'FETCH') return isMiss(value) && !replacesStored() ? 'memory' : 'disk';
  if (!value || (value.kind !== 'APP_PAGE' && value.kind !== 'APP_ROUTE')) return 'disk';
  const status = typeof value.status === 'number' ? value.status : 200;
  if (status >= 500 || isOutageRender(renderTags(value))) return 'nowhere';
  if (isRedirectWithoutLocation(value)) return 'forget';
  if (value.kind === 'APP_PAGE' && LIST_VIEW.test(key)) return 'memory';
  if (status >= 400) return replacesStored() ? 'disk' : 'memory';
  return 'disk';
}

/**
 * `unstable_cache` stores a getter's result as JSON text, so `null` is the body `'null'`.
 * @param {any} value
 */
function isMiss(value) {
  return value.data !== null && typeof value.data === 'object' && value.data.body === 'null';
}

/**
 * What `get` answers for a stored record. Nothing for a redirect without its `Location`
 * (isRedirectWithoutLocation; none is stored, but an entry written by an older release may be
 * one). A fresh one as it is. One whose tag went stale with an
 * age just past its revalidation period: Next serves it once more and regenerates it (a render
 * that fails keeps it). One whose tag expired: data as a miss, a render with Next's "regenerate
 * before serving" age (-1).
 * @param {CacheRecord | null} record
 * @param {CacheContext} ctx
 * @param {TagManifest} manifest
 * @param {number} [now]
 */
export function entryToServe(record, ctx, manifest, now = Date.now()) {
  if (!record || isRedirectWithoutLocation(record.value)) return null;
  const isData = record.value?.kind === 'FETCH';
  const entry = { value: record.value, lastModified: record.lastModified, ...(record.cacheControl ? { cacheControl: record.cacheControl } : {}) };
  const state = freshness(manifest, tagsOf(record, ctx), record.lastModified, now);
  if (state === 'fresh') return entry;
  const revalidate = isData ? ctx.revalidate || record.value.revalidate : record.cacheControl?.revalidate;
  if (state === 'expired' || typeof revalidate !== 'number') return isData ? null : { ...entry, lastModified: -1 };
  return { ...entry, lastModified: now - (revalidate + 1) * 1000 };
}
