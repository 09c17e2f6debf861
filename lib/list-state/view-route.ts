import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { langFrom } from '@/lib/i18n/params';
import type { Locale } from '@/lib/i18n/locales';
import { readListState, type ListFilters, type ListState } from './list-state';
import { decodeView } from './rewrites';

type Params = Promise<{ lang: string; state: string }>;
type Render<K extends string, R> = (lang: Locale, state: ListState<K> & { valid: boolean }) => Promise<R>;

/**
 * The `{list}/~view/[state]` route of a paged list: a view other than its first page
 * (`/{lang}/news?…`), which the proxy rewrites here with its canonical query as `state`
 * (rewrites.ts). Rendered on first request and cached with the content's tags, like an article.
 */
export function listViewRoute<K extends string>(filters: ListFilters<K>, page: Render<K, ReactNode>, metadata: Render<K, Metadata>) {
  const stateOf = async (params: Params) => readListState(filters, decodeView((await params).state));
  return {
    generateMetadata: async ({ params }: { params: Params }): Promise<Metadata> => metadata(await langFrom(params), await stateOf(params)),
    Page: async ({ params }: { params: Params }): Promise<ReactNode> => page(await langFrom(params), await stateOf(params)),
  };
}
