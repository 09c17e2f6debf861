// @ts-check
/**
 * How a render during which a CMS read failed is kept out of the cache. markOutage (outage.ts)
 * reads one `unstable_cache` entry tagged OUTAGE_TAG; Next adds the tags of every
 * `unstable_cache` read to the render's own (the `x-next-cache-tags` header the handler reads,
 * renderTags in cache-records.mjs), so the render reaches the handler carrying that tag, and the
 * handlers store no render that does (isOutageRender): the page cached before the outage stays,
 * and the next request asks the CMS again. No getter can tag its data so (outage-mark.test.ts),
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
