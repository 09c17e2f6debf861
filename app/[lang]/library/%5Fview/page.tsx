import type { Metadata } from 'next';
import { langFrom } from '@/lib/i18n/params';
import { LIBRARY_FILTERS } from '@/lib/library/list-filters';
import { paramsOf, readListState } from '@/lib/list-state/list-state';
import { LibraryRoute, libraryMetadata } from '../library-route';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `/{lang}/library?page=N&category=…&q=…`, rewritten here by next.config.ts: rendered per request. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return libraryMetadata(await langFrom(params), readListState(LIBRARY_FILTERS, paramsOf(await searchParams)));
}

export default async function LibraryViewPage({ params, searchParams }: Props) {
  return <LibraryRoute lang={await langFrom(params)} state={readListState(LIBRARY_FILTERS, paramsOf(await searchParams))} />;
}

export const dynamic = 'force-dynamic';
