import type { Metadata } from 'next';
import { langFrom } from '@/lib/i18n/params';
import { readListState } from '@/lib/list-state/list-state';
import { SEARCH_FILTERS } from '@/lib/search/list-filters';
import { searchPage, searchMetadata } from './search-route';

type Props = { params: Promise<{ lang: string }> };

/** The search page before any search (static); a search is search/~view. */
const NO_SEARCH = readListState(SEARCH_FILTERS, null);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return searchMetadata(await langFrom(params), NO_SEARCH);
}

export default async function SearchPage({ params }: Props) {
  return searchPage(await langFrom(params), NO_SEARCH);
}

export const dynamicParams = false;
