import { CMS_LIST_MAX_PAGES, CMS_LIST_PAGE_SIZE } from '@/lib/constants';
import type { Parsed } from './types';

/** One page of an already filtered list; a page past the end is empty (its route answers 404). */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): { items: T[]; total: number; totalPages: number } {
  return { items: items.slice((page - 1) * perPage, page * perPage), total: items.length, totalPages: Math.ceil(items.length / perPage) };
}

/** Which page of a list to read, and how many items a page holds. */
interface PageAt {
  page: number;
  perPage: number;
}

/** The query of that page, for a list the CMS pages (`news`, `library`). */
export const pageParams = (at: PageAt) => ({ page: at.page, per_page: at.perPage });

/**
 * The page a paged read asked for: as the CMS cut it, with the totals it sent (`X-WP-Total`,
 * `X-WP-TotalPages`; the page count worked out when only the total came). A CMS without the paged
 * form answers the whole list (no X-WP-Total): the page is then cut here, from what `filter` keeps
 * of it by the rules the CMS applies, so both give the same page.
 */
export function askedPage<T>(answer: Parsed<unknown>, items: T[], at: PageAt, filter: (all: T[]) => T[]): { items: T[]; total: number; totalPages: number } {
  if (answer.total === null) return pageOf(filter(items), at.page, at.perPage);
  return { items, total: answer.total, totalPages: answer.totalPages ?? Math.ceil(answer.total / at.perPage) };
}

/** The query of page `page` of a whole list, in the largest pages the CMS gives. */
export const listPage = (page: number) => ({ page, per_page: CMS_LIST_PAGE_SIZE });

/**
 * Every page of a list the CMS answers a page at a time, in order: page 1, then the next while
 * X-WP-TotalPages says there are more, at most CMS_LIST_MAX_PAGES. A CMS that sends no totals
 * answered the whole list on page 1.
 */
export function everyPage<T>(read: (page: number) => Promise<Parsed<T>>, maxPages = CMS_LIST_MAX_PAGES): Promise<T[]> {
  return collectPages(async (page) => {
    const answer = await read(page);
    return { items: [answer.data], hasMore: answer.totalPages !== null && page < answer.totalPages };
  }, maxPages);
}

/** A whole list of items from its pages (an empty page ends it too). */
export function everyItem<T>(read: (page: number) => Promise<Parsed<T[]>>, maxPages = CMS_LIST_MAX_PAGES): Promise<T[]> {
  return collectPages(async (page) => {
    const answer = await read(page);
    return { items: answer.data, hasMore: answer.totalPages !== null && page < answer.totalPages };
  }, maxPages);
}

/**
 * The programme catalogue from its pages: each page lists the groups, each with that page's
 * programmes; a group's programmes are joined in page order.
 */
export function joinGroupPages<G extends { id: number; programs: readonly unknown[] }>(pages: readonly (readonly G[])[]): G[] {
  const joined = new Map<number, G>();
  for (const groups of pages) {
    for (const group of groups) {
      const known = joined.get(group.id);
      joined.set(group.id, known ? { ...known, programs: [...known.programs, ...group.programs] } : group);
    }
  }
  return [...joined.values()];
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
