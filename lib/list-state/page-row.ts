import { SEARCH_MAX_PAGE_BUTTONS } from '@/lib/constants';

/** A numbered page, or a gap (an ellipsis) standing for the pages between its neighbours. */
export type PageRowItem = number | 'gap';

/**
 * The numbered pages of a compact pagination row: the first and the last page, the current page
 * and its neighbours, ellipses between them. "At most five numbered page
 * buttons" — so the window is widened at the ends to keep five numbers wherever there are five
 * pages, and there are never more, whatever the number of pages.
 */
export function pageRow(current: number, totalPages: number, max = SEARCH_MAX_PAGE_BUTTONS): PageRowItem[] {
  if (totalPages <= 1) return [];
  if (totalPages <= max) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const inner = max - 2;
  const start = Math.min(Math.max(current - Math.floor(inner / 2), 2), totalPages - inner);
  const end = start + inner - 1;
  return [
    1,
    ...(start > 2 ? (['gap'] as const) : []),
    ...Array.from({ length: inner }, (_, i) => start + i),
    ...(end < totalPages - 1 ? (['gap'] as const) : []),
    totalPages,
  ];
}
