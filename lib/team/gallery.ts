import { TEAM_GALLERY_FIRST_VIEW } from '@/lib/constants';

/**
 * "Team gallery: first load shows 3 items; the first 'load more' reveals the
 * remaining items of the first fetched batch of 6; later clicks fetch the next page (6 per page)
 * while the server says more exist."
 */
export interface GalleryState<T> {
  items: T[];
  visible: number;
  /** The next page to fetch from the server. */
  nextPage: number;
  hasMore: boolean;
}

export function initialGallery<T>(items: T[], hasMore: boolean): GalleryState<T> {
  return { items, visible: Math.min(TEAM_GALLERY_FIRST_VIEW, items.length), nextPage: 2, hasMore };
}

/** What the next 'load more' click does: reveal what is already loaded, fetch a page, or nothing. */
export function nextGalleryAction<T>(state: GalleryState<T>): 'reveal' | 'fetch' | 'none' {
  if (state.visible < state.items.length) return 'reveal';
  return state.hasMore ? 'fetch' : 'none';
}

export function revealLoaded<T>(state: GalleryState<T>): GalleryState<T> {
  return { ...state, visible: state.items.length };
}

/** Adds a fetched page (skipping items already shown) and shows everything loaded. */
export function appendPage<T extends { id: number }>(state: GalleryState<T>, page: { items: T[]; hasMore: boolean }): GalleryState<T> {
  const known = new Set(state.items.map((i) => i.id));
  const items = [...state.items, ...page.items.filter((i) => !known.has(i.id))];
  // A page that brings nothing new cannot be followed by more: stop rather than loop.
  const hasMore = page.hasMore && items.length > state.items.length;
  return { items, visible: items.length, nextPage: state.nextPage + 1, hasMore };
}
