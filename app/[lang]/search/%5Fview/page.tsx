import type { Metadata } from 'next';
import { langFrom } from '@/lib/i18n/params';
import { paramsOf, readListState } from '@/lib/list-state/list-state';
import { SEARCH_FILTERS } from '@/lib/search/list-filters';
import { SearchRoute, searchMetadata } from '../search-route';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `/{lang}/search?q=…&type=…&page=…`, rewritten here by next.config.ts: rendered per request. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return searchMetadata(await langFrom(params), readListState(SEARCH_FILTERS, paramsOf(await searchParams)));
}

export default async function SearchViewPage({ params, searchParams }: Props) {
  return <SearchRoute lang={await langFrom(params)} state={readListState(SEARCH_FILTERS, paramsOf(await searchParams))} />;
}

export const dynamic = 'force-dynamic';
