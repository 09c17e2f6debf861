import type { Metadata } from 'next';
import { ArticlePageView } from '@/components/static-pages/ArticlePageView';
import { generateLangParams, langFrom } from '@/lib/i18n/params';
import { articleContent } from '@/lib/static-content/article';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const revalidate = 300; // REVALIDATE.pages — Next needs a literal here
export const dynamicParams = false; // [lang] is closed: any other value is Next's 404 (app/global-not-found.tsx)
export const generateStaticParams = generateLangParams;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langFrom(params);
  return pageMetadata({ lang, path: '/custom-article', texts: articleContent[lang] });
}

/** Hard-coded content (spec part 2 §1: "some pages … are hard-coded sample or placeholder content"). */
export default async function ArticleRoute({ params }: Props) {
  const lang = await langFrom(params);
  return <ArticlePageView lang={lang} content={articleContent[lang]} />;
}
