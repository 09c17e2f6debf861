import type { Metadata } from 'next';
import { HistoryPageView } from '@/components/history/HistoryPageView';
import { PageDataError } from '@/components/ui/PageDataError';
import { getHistoryPage } from '@/lib/cms/pages';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import { generateLangParams, langFrom } from '@/lib/i18n/params';
import { buildMetadata } from '@/lib/seo/metadata';

export const revalidate = 300; // REVALIDATE.pages — Next needs a literal here
export const dynamicParams = false; // [lang] is closed: any other value is Next's 404 (app/global-not-found.tsx)
export const generateStaticParams = generateLangParams;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langFrom(params);
  const page = await getHistoryPage(lang);
  const texts = getDictionary(lang).history;
  return buildMetadata({
    lang,
    path: '/history',
    title: page?.hero_title || t(lang, texts.metaTitle),
    description: page?.hero_description || page?.hero_subtitle || t(lang, texts.metaDescription),
    image: page?.partnership_image,
  });
}

export default async function HistoryRoute({ params }: Props) {
  const lang = await langFrom(params);
  const page = await getHistoryPage(lang);
  if (!page) return <PageDataError lang={lang} page={getDictionary(lang).history.pageName} />;
  return <HistoryPageView lang={lang} page={page} />;
}
