import { isLocale } from '@/lib/i18n/locales';

/** The loading texts of the dictionary's `ui.loading`, one per kind of page. */
export type LoadingKind = 'content' | 'programs' | 'program' | 'news' | 'article' | 'library' | 'team' | 'stories' | 'gallery';

const LISTS: Record<string, LoadingKind> = {
  programs: 'programs',
  news: 'news',
  library: 'library',
  team: 'team',
  stories: 'stories',
  'photo-exhibition': 'gallery',
};
const ITEMS: Record<string, LoadingKind> = { programs: 'program', news: 'article' };

/**
 * Which loading text a client-side navigation to `pathname` shows ("Each page
 * shows a loading spinner", with texts like 'Loading content...' and 'Завантаження історій...'):
 * the segment's own text where it has one, 'Loading content...' elsewhere.
 */
export function loadingKindFor(pathname: string): LoadingKind {
  const segments = pathname.split('/').filter(Boolean);
  if (isLocale(segments[0])) segments.shift();
  const [first = '', second] = segments;
  if (second !== undefined) return ITEMS[first] ?? 'content';
  return LISTS[first] ?? 'content';
}
