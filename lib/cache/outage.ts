import { unstable_cache } from 'next/cache';
import { OUTAGE_REVALIDATE_SECONDS, OUTAGE_TAG } from './outage-mark.mjs';

/**
 * Marks the current render as made during a CMS outage, so that it is never stored
 * (outage-mark.mjs): a cached constant whose only effects are its tag, which joins the render's
 * tags, and its one-second period, which becomes the render's. A failure to mark is not caught:
 * a render that cannot be marked must fail rather than be kept as if it were good.
 */
export async function markOutage(): Promise<void> {
  await unstable_cache(async () => true, [OUTAGE_TAG], { revalidate: OUTAGE_REVALIDATE_SECONDS, tags: [OUTAGE_TAG] })();
}
