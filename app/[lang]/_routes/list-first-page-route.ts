import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { langFrom } from '@/lib/i18n/params';
import type { Locale } from '@/lib/i18n/locales';
import { readListState, type ListFilters, type ListState } from '@/lib/list-state/list-state';
import type { PageRoute } from './page-route';

type ListRender<K extends string, R> = (lang: Locale, state: ListState<K> & { valid: boolean }) => Promise<R>;

/**
 * The first view of a paged list (`/{lang}/news`, the search before any search): its address
 * without a query, a static page (ISR). Every other view is the list's `~view/[state]` route
 * (lib/list-state/view-route.ts), drawn by the same two functions.
 */
export function listFirstPageRoute<K extends string>(filters: ListFilters<K>, page: ListRender<K, ReactNode>, metadata: ListRender<K, Metadata>): PageRoute {
  const firstView = readListState(filters, null);
  return {
    generateMetadata: async ({ params }) => metadata(await langFrom(params), firstView),
    Page: async ({ params }) => page(await langFrom(params), firstView),
  };
}
