import type { Metadata } from 'next';
import { LibraryPageView } from '@/components/library/LibraryPageView';
import { PageDataError } from '@/components/ui/PageDataError';
import { getLibrary, getLibraryPage } from '@/lib/cms/library';
import { getDictionary } from '@/lib/i18n/dictionary';
import { generateLangParams, langFrom } from '@/lib/i18n/params';
import { heroHead, pageMetadata } from '@/lib/seo/page-metadata';

export const revalidate = 300; // REVALIDATE.pages — Next needs a literal here
export const dynamicParams = false; // [lang] is closed: any other value is Next's 404 (app/global-not-found.tsx)
export const generateStaticParams = generateLangParams;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langFrom(params);
  const page = await getLibraryPage(lang);
  return pageMetadata({ lang, path: '/library', texts: getDictionary(lang).library, ...heroHead(page) });
}

export default async function LibraryRoute({ params }: Props) {
  const lang = await langFrom(params);
  const [page, library] = await Promise.all([getLibraryPage(lang), getLibrary(lang)]);
  if (!page) return <PageDataError lang={lang} page={getDictionary(lang).library.pageName} />;
  // The page record may carry its own resources; the library endpoint is the full list (spec: all when not home).
  const resources = library.resources.length > 0 ? library.resources : page.resources;
  return <LibraryPageView lang={lang} page={page} resources={resources} />;
}
