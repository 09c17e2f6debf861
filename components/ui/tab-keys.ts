import { decodeParam } from '@/lib/http/decode-param';

/**
 * Roving focus of a horizontal ARIA tab list (WAI-ARIA Authoring Practices, "Tabs"): Left/Right
 * move to the previous/next tab and wrap, Home/End go to the first/last. Null for other keys.
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The tab a location hash names ('#events' → 'events'), or null when it names none. */
export function tabFromHash<T extends string>(hash: string, tabs: readonly T[]): T | null {
  const id = decodeParam(hash.replace(/^#/, '')).trim();
  return (tabs as readonly string[]).includes(id) ? (id as T) : null;
}
