import type { Metadata } from 'next';
import { langFrom } from '@/lib/i18n/params';
import { readListState } from '@/lib/list-state/list-state';
import { NEWS_FILTERS } from '@/lib/news/list-filters';
import { newsListPage, newsListMetadata } from './news-list-route';

type Props = { params: Promise<{ lang: string }> };

/** Page 1 of every article: static (ISR); the other views of the list are news/~view. */
const FIRST_PAGE = readListState(NEWS_FILTERS, null);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return newsListMetadata(await langFrom(params), FIRST_PAGE);
}

export default async function NewsRoute({ params }: Props) {
  return newsListPage(await langFrom(params), FIRST_PAGE);
}

export const dynamicParams = false;
