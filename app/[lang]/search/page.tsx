import type { Metadata } from 'next';
import { SearchPageView } from '@/components/search/SearchPageView';
import { getDictionary } from '@/lib/i18n/dictionary';
import { langFrom } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langFrom(params);
  return pageMetadata({ lang, path: '/search', texts: getDictionary(lang).search.page, noindex: true });
}

/** The search results page; a static shell, the query lives in the address. */
export default async function SearchRoute({ params }: Props) {
  const lang = await langFrom(params);
  return <SearchPageView lang={lang} texts={getDictionary(lang).search} />;
}

export const revalidate = 300;
export const dynamicParams = false;
