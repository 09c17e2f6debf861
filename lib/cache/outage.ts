import { unstable_cache } from 'next/cache';
import { OUTAGE_TAG } from './outage-tag.mjs';

/** A cached constant whose only effect is its tag: the render that calls it carries OUTAGE_TAG. */
const outage = unstable_cache(async () => true, ['cms-outage'], { tags: [OUTAGE_TAG] });

/** Marks the current render as one made during a CMS outage, so that it is never stored. */
export async function markOutage(): Promise<void> {
  try {
    await outage();
  } catch {
    // Outside a Next render (a script, a unit test) there is nothing to mark.
  }
}
