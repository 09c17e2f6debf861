import type { Metadata } from 'next';
import { ProgramsPageView } from '@/components/programs/ProgramsPageView';
import { PageDataError } from '@/components/ui/PageDataError';
import { getPrograms, getProgramsPage } from '@/lib/cms/programs';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import { generateLangParams, langFrom } from '@/lib/i18n/params';
import { buildMetadata } from '@/lib/seo/metadata';

export const revalidate = 300; // REVALIDATE.pages — Next needs a literal here
export const dynamicParams = false; // [lang] is closed: any other value is Next's 404 (app/global-not-found.tsx)
export const generateStaticParams = generateLangParams;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langFrom(params);
  const page = await getProgramsPage(lang);
  const texts = getDictionary(lang).programs;
  return buildMetadata({
    lang,
    path: '/programs',
    title: page?.hero_title || t(lang, texts.metaTitle),
    description: page?.hero_description || page?.hero_subtitle || t(lang, texts.metaDescription),
  });
}

export default async function ProgramsRoute({ params }: Props) {
  const lang = await langFrom(params);
  const [page, groups] = await Promise.all([getProgramsPage(lang), getPrograms(lang)]);
  if (!page) return <PageDataError lang={lang} page={getDictionary(lang).programs.pageName} />;
  return <ProgramsPageView lang={lang} page={page} groups={groups} serverNow={new Date().toISOString()} />;
}
