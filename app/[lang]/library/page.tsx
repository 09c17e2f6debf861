import type { Metadata } from 'next';
import { langFrom } from '@/lib/i18n/params';
import { LIBRARY_FILTERS } from '@/lib/library/list-filters';
import { readListState } from '@/lib/list-state/list-state';
import { libraryPage, libraryMetadata } from './library-route';

type Props = { params: Promise<{ lang: string }> };

/** Page 1 of every resource: static (ISR); the other views of the list are library/~view. */
const FIRST_PAGE = readListState(LIBRARY_FILTERS, null);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return libraryMetadata(await langFrom(params), FIRST_PAGE);
}

export default async function LibraryPage({ params }: Props) {
  return libraryPage(await langFrom(params), FIRST_PAGE);
}

export const dynamicParams = false;
