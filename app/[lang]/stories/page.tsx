import type { Metadata } from 'next';
import { langFrom } from '@/lib/i18n/params';
import { readListState } from '@/lib/list-state/list-state';
import { STORIES_FILTERS } from '@/lib/stories/list-filters';
import { storiesPage, storiesMetadata } from './stories-route';

type Props = { params: Promise<{ lang: string }> };

/** Page 1 of every story: static (ISR); the other views of the list are stories/~view. */
const FIRST_PAGE = readListState(STORIES_FILTERS, null);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return storiesMetadata(await langFrom(params), FIRST_PAGE);
}

export default async function StoriesPage({ params }: Props) {
  return storiesPage(await langFrom(params), FIRST_PAGE);
}

export const dynamicParams = false;
