import type { Metadata } from 'next';
import { HistoryPageView } from '@/components/history/HistoryPageView';
import { PageDataError } from '@/components/ui/PageDataError';
import { getHistoryPage } from '@/lib/cms/pages';
import { getDictionary } from '@/lib/i18n/dictionary';
import { generateLangParams, langFrom } from '@/lib/i18n/params';
import { heroHead, pageMetadata } from '@/lib/seo/page-metadata';

export const revalidate = 300; // REVALIDATE.pages — Next needs a literal here
export const dynamicParams = false; // [lang] is closed: any other value is Next's 404 (app/global-not-found.tsx)
export const generateStaticParams = generateLangParams;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langFrom(params);
  const page = await getHistoryPage(lang);
  return pageMetadata({ lang, path: '/history', texts: getDictionary(lang).history, ...heroHead(page), image: page?.partnership_image });
}

export default async function HistoryRoute({ params }: Props) {
  const lang = await langFrom(params);
  const page = await getHistoryPage(lang);
  if (!page) return <PageDataError lang={lang} page={getDictionary(lang).history.pageName} />;
  return <HistoryPageView lang={lang} page={page} />;
}
