import type { Metadata } from 'next';
import { AboutPageView } from '@/components/about/AboutPageView';
import { PageDataError } from '@/components/ui/PageDataError';
import { getAboutPage } from '@/lib/cms/pages';
import { getDictionary } from '@/lib/i18n/dictionary';
import { generateLangParams, langFrom } from '@/lib/i18n/params';
import { heroHead, pageMetadata } from '@/lib/seo/page-metadata';

export const revalidate = 300; // REVALIDATE.pages — Next needs a literal here
export const dynamicParams = false; // [lang] is closed: any other value is Next's 404 (app/global-not-found.tsx)
export const generateStaticParams = generateLangParams;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langFrom(params);
  const page = await getAboutPage(lang);
  return pageMetadata({ lang, path: '/about', texts: getDictionary(lang).about, ...heroHead(page), image: page?.story_image });
}

export default async function AboutRoute({ params }: Props) {
  const lang = await langFrom(params);
  const page = await getAboutPage(lang);
  if (!page) return <PageDataError lang={lang} page={getDictionary(lang).about.pageName} />;
  return <AboutPageView lang={lang} page={page} />;
}
