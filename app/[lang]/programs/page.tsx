import type { Metadata } from 'next';
import { ProgramsPageView } from '@/components/programs/ProgramsPageView';
import { PageDataError } from '@/components/ui/PageDataError';
import { getPrograms, getProgramsPage } from '@/lib/cms/programs';
import { getDictionary } from '@/lib/i18n/dictionary';
import { generateLangParams, langFrom } from '@/lib/i18n/params';
import { heroHead, pageMetadata } from '@/lib/seo/page-metadata';

export const revalidate = 300; // REVALIDATE.pages — Next needs a literal here
export const dynamicParams = false; // [lang] is closed: any other value is Next's 404 (app/global-not-found.tsx)
export const generateStaticParams = generateLangParams;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langFrom(params);
  const page = await getProgramsPage(lang);
  return pageMetadata({ lang, path: '/programs', texts: getDictionary(lang).programs, ...heroHead(page) });
}

export default async function ProgramsRoute({ params }: Props) {
  const lang = await langFrom(params);
  const [page, groups] = await Promise.all([getProgramsPage(lang), getPrograms(lang)]);
  if (!page) return <PageDataError lang={lang} page={getDictionary(lang).programs.pageName} />;
  return <ProgramsPageView lang={lang} page={page} groups={groups} serverNow={new Date().toISOString()} />;
}
