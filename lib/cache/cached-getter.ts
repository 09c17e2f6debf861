import { unstable_cache } from 'next/cache';
import { tags as allTags } from '@/lib/cms/tags';

/**
 * Both transports land in Next's data cache through `unstable_cache`, tagged per getter, so
 * the revalidation webhook works the same on the embedded default and on WordPress.
 * Chosen over `'use cache'` (docs/caching.md says why): it keeps segment `revalidate` + ISR, and
 * when a refresh of a stale entry fails Next returns the stale value, so a CMS fault never
 * replaces good data. Within one request, the getter that calls this loader is memoized
 * (`oncePerRequest`, lib/cms/fallback.ts), so `generateMetadata` and the page share one read.
 *
 * A lookup by a key a visitor types (a slug) that finds nothing returns `null`, which the cache
 * handlers keep in memory only, so unknown addresses leave nothing on disk (placementOf,
 * cache-records.mjs).
 */
export function cachedGetter<A extends unknown[], R>(
  name: string,
  fn: (...args: A) => Promise<R>,
  options: { revalidate: number; tags: (...args: A) => string[] },
): (...args: A) => Promise<R> {
  return (...args: A) =>
    unstable_cache(() => fn(...args), [name, JSON.stringify(args)], {
      revalidate: options.revalidate,
      tags: [allTags.all, ...options.tags(...args)],
    })();
}
