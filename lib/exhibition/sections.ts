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
