import { getDictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import type { PageSeo } from '@/lib/seo/metadata';

/**
 * The head of one view of a list: its own canonical address (`/news?page=3`), a title that names
 * the page past the first, hreflang only where the other language has the same view (filters
 * name things of one language: a category id, a search), noindex for text searches.
 */
export function listPageHead(
  lang: Locale,
  path: string,
  title: string | null | undefined,
  state: { page: number; filters: Readonly<Record<string, string>> },
  filtered: boolean,
): Pick<PageSeo, 'path' | 'alternatePaths' | 'noindex'> & { title?: string } {
  const pageTitle = title && state.page > 1 ? fill(getDictionary(lang).ui.pagination.titleOfPage, { title, page: state.page }) : undefined;
  return {
    path,
    ...(pageTitle ? { title: pageTitle } : {}),
    alternatePaths: filtered ? { uk: lang === 'uk' ? path : null, en: lang === 'en' ? path : null } : undefined,
    noindex: (state.filters.q ?? '') !== '',
  };
}
