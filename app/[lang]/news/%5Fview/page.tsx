import type { Metadata } from 'next';
import { langFrom } from '@/lib/i18n/params';
import { paramsOf, readListState } from '@/lib/list-state/list-state';
import { NEWS_FILTERS } from '@/lib/news/list-filters';
import { NewsListRoute, newsListMetadata } from '../news-list-route';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * `/{lang}/news?page=N&category=…&q=…`: next.config.ts rewrites those addresses here, so the list's
 * first address stays a static page while each view renders from the cached CMS data on request.
 */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return newsListMetadata(await langFrom(params), readListState(NEWS_FILTERS, paramsOf(await searchParams)));
}

export default async function NewsViewRoute({ params, searchParams }: Props) {
  return <NewsListRoute lang={await langFrom(params)} state={readListState(NEWS_FILTERS, paramsOf(await searchParams))} />;
}

export const dynamic = 'force-dynamic';
