// @ts-check
/**
 * How a render during which a CMS read failed is kept out of the cache, through what Next
 * documents: a route's revalidation period is the shortest of the data it reads. markOutage
 * (outage.ts) reads one `unstable_cache` entry with OUTAGE_REVALIDATE_SECONDS, so that render
 * reaches the cache handler with that period, and the handlers store no render that has it
 * (isOutageRender): the page cached before the outage stays, and the next request asks the CMS
 * again. No page or getter of the site revalidates that often (app/[lang]/layout.tsx and REVALIDATE in lib/constants.ts: minutes).
 */
export const OUTAGE_REVALIDATE_SECONDS = 1;

/** The tag of markOutage's entry, so that the webhook or a test can name it. */
export const OUTAGE_TAG = 'cms-outage';

/**
 * Whether the render Next hands to a handler's `set` was made during an outage.
 * @param {{ cacheControl?: { revalidate?: number | false } } | undefined} ctx
 */
export function isOutageRender(ctx) {
  return ctx?.cacheControl?.revalidate === OUTAGE_REVALIDATE_SECONDS;
}
