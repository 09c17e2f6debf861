// @ts-check
/**
 * The cache tag of a render during which a CMS read failed (lib/cms/fallback.ts attaches it).
 * Next writes a render's tags into its cache entry (`x-next-cache-tags`), and the route cache
 * stores no entry that carries this one (file-system-handler.mjs): the page cached before the
 * outage stays, and the next request asks the CMS again.
 */
export const OUTAGE_TAG = 'cms-outage';
