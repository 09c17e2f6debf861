import { unstable_cache } from 'next/cache';
import { OUTAGE_TAG } from './outage-tag.mjs';

/**
 * Marks the current render as one made during a CMS outage, so that it is never stored: a
 * cached constant whose only effect is its tag, which Next adds to the render's tags.
 */
export async function markOutage(): Promise<void> {
  try {
    await unstable_cache(async () => true, ['cms-outage'], { tags: [OUTAGE_TAG] })();
  } catch {
    // Outside a Next render (a script) there is nothing to mark.
  }
}
