import { unstable_cache } from 'next/cache';
import { cache as perRequest } from 'react';
import { tags as allTags } from './tags';

/** Thrown inside the data cache so that a lookup that found nothing is not stored. */
class Miss extends Error {}

/**
 * Both transports land in Next's data cache through `unstable_cache`, tagged per getter, so
 * the revalidation webhook works the same on the embedded default and on WordPress.
 * Chosen over `'use cache'`: it keeps segment `revalidate` + ISR, and when a refresh of a stale
 * entry fails Next returns the stale value, so a CMS fault never replaces good data.
 * React's `cache()` on top makes `generateMetadata` and the page share one read per request.
 *
 * `cacheMisses: false` is for lookups by a key a visitor types (a slug): their `null` ("the CMS has
 * no such item") is not stored, so unknown addresses leave nothing on disk (issue 20, item 1).
 */
export function cachedGetter<A extends unknown[], R>(
  name: string,
  fn: (...args: A) => Promise<R>,
  options: { revalidate: number; tags: (...args: A) => string[]; cacheMisses?: boolean },
): (...args: A) => Promise<R> {
  const keepMisses = options.cacheMisses ?? true;
  return perRequest(async (...args: A) => {
    const load = unstable_cache(
      async () => {
        const result = await fn(...args);
        if (result === null && !keepMisses) throw new Miss();
        return result;
      },
      [name, JSON.stringify(args)],
      { revalidate: options.revalidate, tags: [allTags.all, ...options.tags(...args)] },
    );
    try {
      return await load();
    } catch (error) {
      if (error instanceof Miss) return null as R;
      throw error;
    }
  });
}
