import type { Metadata } from 'next';
import { langFrom } from '@/lib/i18n/params';
import { paramsOf, readListState } from '@/lib/list-state/list-state';
import { STORIES_FILTERS } from '@/lib/stories/list-filters';
import { StoriesRoute, storiesMetadata } from '../stories-route';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `/{lang}/stories?page=N&q=…&year=…&program=…`, rewritten here by next.config.ts: rendered per request. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return storiesMetadata(await langFrom(params), readListState(STORIES_FILTERS, paramsOf(await searchParams)));
}

export default async function StoriesViewPage({ params, searchParams }: Props) {
  return <StoriesRoute lang={await langFrom(params)} state={readListState(STORIES_FILTERS, paramsOf(await searchParams))} />;
}

export const dynamic = 'force-dynamic';
