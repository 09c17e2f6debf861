import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { LibraryPageView } from '@/components/library/LibraryPageView';
import { PageDataError } from '@/components/ui/PageDataError';
import { NOT_FOUND, UNAVAILABLE, type Redirect, type Resolution } from '@/lib/cms/fallback';
import { findLibraryPage, getLibraryRows, type LibraryRows } from '@/lib/cms/library';
import type { LibraryPage } from '@/lib/cms/schemas';
import { LIBRARY_PAGE_SIZE } from '@/lib/constants';
import { notFoundMetadata } from '@/lib/navigation/not-found';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { LIBRARY_FILTERS, type LibraryListState } from '@/lib/library/list-filters';
import { isFiltered, listHref } from '@/lib/list-state/list-state';
import { listPageHead } from '@/lib/list-state/list-head';
import { heroHead, pageMetadata } from '@/lib/seo/page-metadata';

type State = LibraryListState & { valid: boolean };

/**
 * `/{lang}/library` for one state of its address: page 1 of every resource is the static page
 * (library/page.tsx), every other view is library/~view/[state] (rendered on first request, then cached). A page number that is
 * not one, or past the last page, is the site's 404; without its page record, the page data error.
 */
async function resolve(lang: Locale, state: State): Promise<Exclude<Resolution<{ kind: 'list'; page: LibraryPage; rows: LibraryRows; resourceCount: number }>, Redirect>> {
  if (!state.valid) return NOT_FOUND;
  const query = (s: LibraryListState) => ({ page: s.page, perPage: LIBRARY_PAGE_SIZE, category: s.filters.category ? Number(s.filters.category) : null, search: s.filters.q });
  const [record, rows, all] = await Promise.all([
    findLibraryPage(lang),
    getLibraryRows(lang, query(state)),
    getLibraryRows(lang, query({ filters: { category: '', q: '' }, page: 1 })),
  ]);
  if (record.kind !== 'found') return UNAVAILABLE;
  if (state.page > 1 && state.page > rows.totalPages) return NOT_FOUND;
  return { kind: 'list', page: record.value, rows, resourceCount: all.total };
}

export async function libraryMetadata(lang: Locale, state: State): Promise<Metadata> {
  const resolved = await resolve(lang, state);
  if (resolved.kind === 'not-found') return notFoundMetadata(lang, 'page');
  const head = heroHead(resolved.kind === 'list' ? resolved.page : null);
  return pageMetadata({ lang, texts: getDictionary(lang).library, ...head, ...listPageHead(lang, listHref('/library', LIBRARY_FILTERS, state), head.title, state, isFiltered(state)) });
}

export async function libraryPage(lang: Locale, state: State): Promise<ReactNode> {
  const resolved = await resolve(lang, state);
  if (resolved.kind === 'not-found') return <NotFoundPage lang={lang} />;
  if (resolved.kind === 'unavailable') return <PageDataError lang={lang} page={getDictionary(lang).library.pageName} />;
  return <LibraryPageView lang={lang} page={resolved.page} rows={resolved.rows} resourceCount={resolved.resourceCount} state={state} />;
}
