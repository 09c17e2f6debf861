import type { Metadata } from 'next';
import { langFrom } from '@/lib/i18n/params';
import { readListState } from '@/lib/list-state/list-state';
import { decodeView } from '@/lib/list-state/rewrites';
import { NEWS_FILTERS } from '@/lib/news/list-filters';
import { newsListPage, newsListMetadata } from '../../news-list-route';

type Props = { params: Promise<{ lang: string; state: string }> };

const stateOf = async (params: Props['params']) => readListState(NEWS_FILTERS, decodeView((await params).state));

/**
 * A view of the list other than its first page (`/{lang}/news?…`): the proxy rewrites the
 * address here with its canonical query as `state` (lib/list-state/rewrites.ts). Rendered on
 * first request and cached with the content's tags, like an article.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return newsListMetadata(await langFrom(params), await stateOf(params));
}

export default async function NewsViewPage({ params }: Props) {
  return newsListPage(await langFrom(params), await stateOf(params));
}

export async function generateStaticParams(): Promise<{ state: string }[]> {
  return [];
}

export const revalidate = 300; // REVALIDATE.lists — Next needs a literal here
