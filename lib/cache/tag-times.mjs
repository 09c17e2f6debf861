// @ts-check
/**
 * The handlers' own record of revalidated tags: tag → the times its entries went stale and
 * expire, in ms. `revalidateTag(tag, profile)` and `updateTag(tag)` reach a cache handler as
 * `revalidateTag(tags, durations)`; what they mean is Next's documented rule: with a profile the
 * tag's entries are stale at once (served once more while they are regenerated) and expire after
 * the profile's `expire` seconds; with none, they expire at once (regenerated before they are
 * served). An entry made after the call is fresh.
 */

/**
 * @typedef {{ stale?: number, expired?: number }} TagTimes
 * @typedef {Map<string, TagTimes>} TagManifest
 * @typedef {'fresh' | 'stale' | 'expired'} Freshness
 */

/** This process's record (with Redis, tag-marks.mjs copies other instances' calls into it). */
/** @type {TagManifest} */
export const localTagTimes = new Map();

/**
 * @param {TagManifest} manifest
 * @param {string[]} tags
 * @param {{ expire?: number } | undefined} durations
 * @param {number} [now]
 */
export function markTags(manifest, tags, durations, now = Date.now()) {
  for (const tag of tags) {
    const times = { ...manifest.get(tag) };
    if (durations) {
      times.stale = now;
      if (durations.expire !== undefined) times.expired = now + durations.expire * 1000;
    } else {
      times.expired = now;
    }
    manifest.set(tag, times);
  }
}

/**
 * How an entry made at `lastModified` with these tags stands against the manifest.
 * @param {TagManifest} manifest
 * @param {string[]} tags
 * @param {number} lastModified
 * @param {number} [now]
 * @returns {Freshness}
 */
export function freshness(manifest, tags, lastModified, now = Date.now()) {
  let stale = false;
  for (const tag of tags) {
    const times = manifest.get(tag);
    if (!times) continue;
    if (typeof times.expired === 'number' && times.expired <= now && times.expired > lastModified) return 'expired';
    if (typeof times.stale === 'number' && times.stale > lastModified) stale = true;
  }
  return stale ? 'stale' : 'fresh';
}
