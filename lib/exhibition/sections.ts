import { logCmsFailure } from '@/lib/cms/fallback';

/**
 * "Photo exhibition authors, gallery, page data … fetch errors: logged only".
 * The exhibition getters rethrow (part 1 §1); each section of the page settles on its own, so a
 * failure on a cold render shows that section's fallback instead of an error page. (A failure
 * while a cached page regenerates never reaches here: the data cache keeps the stale answer.)
 */
export function settleSection<T>(name: string, load: () => Promise<T>, fallback: T): Promise<T> {
  let pending: Promise<T>;
  try {
    pending = load();
  } catch (error) {
    logCmsFailure(name, error);
    return Promise.resolve(fallback);
  }
  return pending.catch((error: unknown) => {
    logCmsFailure(name, error);
    return fallback;
  });
}

/**
 * Reads a paginated list page by page while the server says more exist, up to `maxPages`
 * (a guard against a CMS that always answers has_more).
 */
export async function collectPages<T>(
  fetchPage: (page: number) => Promise<{ items: T[]; hasMore: boolean }>,
  maxPages: number,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const answer = await fetchPage(page);
    all.push(...answer.items);
    if (!answer.hasMore || answer.items.length === 0) break;
  }
  return all;
}
