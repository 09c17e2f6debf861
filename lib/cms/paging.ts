/** One page of an already filtered list; a page past the end is empty (its route answers 404). */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): { items: T[]; total: number; totalPages: number } {
  return { items: items.slice((page - 1) * perPage, page * perPage), total: items.length, totalPages: Math.ceil(items.length / perPage) };
}

/** The totals a paging CMS sent (`X-WP-Total`, `X-WP-TotalPages`); the page count worked out when only the total came. */
export function servedTotals(total: number, totalPages: number | null, perPage: number): { total: number; totalPages: number } {
  return { total, totalPages: totalPages ?? Math.ceil(total / perPage) };
}
