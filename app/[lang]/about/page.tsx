import type { Metadata } from 'next';
import { AboutPageView } from '@/components/about/AboutPageView';
import { PageDataError } from '@/components/ui/PageDataError';
import { getAboutPage } from '@/lib/cms/pages';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import { generateLangParams, langFrom } from '@/lib/i18n/params';
import { buildMetadata } from '@/lib/seo/metadata';

export const revalidate = 300; // REVALIDATE.pages — Next needs a literal here
export const dynamicParams = false; // [lang] is closed: any other value is Next's 404 (app/global-not-found.tsx)
export const generateStaticParams = generateLangParams;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langFrom(params);
  const page = await getAboutPage(lang);
  const texts = getDictionary(lang).about;
  return buildMetadata({
    lang,
    path: '/about',
    title: page?.hero_title || t(lang, texts.metaTitle),
    description: page?.hero_description || page?.hero_subtitle || t(lang, texts.metaDescription),
    image: page?.story_image,
  });
}

export default async function AboutRoute({ params }: Props) {
  const lang = await langFrom(params);
  const page = await getAboutPage(lang);
  if (!page) return <PageDataError lang={lang} page={getDictionary(lang).about.pageName} />;
  return <AboutPageView lang={lang} page={page} />;
}
