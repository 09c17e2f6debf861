import type { Metadata } from 'next';
import { langFrom } from '@/lib/i18n/params';
import { readListState } from '@/lib/list-state/list-state';
import { decodeView } from '@/lib/list-state/rewrites';
import { STORIES_FILTERS } from '@/lib/stories/list-filters';
import { storiesPage, storiesMetadata } from '../../stories-route';

type Props = { params: Promise<{ lang: string; state: string }> };

const stateOf = async (params: Props['params']) => readListState(STORIES_FILTERS, decodeView((await params).state));

/**
 * A view of the list other than its first page (`/{lang}/stories?…`): the proxy rewrites the
 * address here with its canonical query as `state` (lib/list-state/rewrites.ts). Rendered on
 * first request and cached with the content's tags, like an article.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return storiesMetadata(await langFrom(params), await stateOf(params));
}

export default async function StoriesViewPage({ params }: Props) {
  return storiesPage(await langFrom(params), await stateOf(params));
}

export async function generateStaticParams(): Promise<{ state: string }[]> {
  return [];
}

export const revalidate = 300; // REVALIDATE.lists — Next needs a literal here
