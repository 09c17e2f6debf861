import type { Metadata } from 'next';
import { faqView } from '@/components/faq/faq-view';
import { FaqPageView } from '@/components/faq/FaqPageView';
import { getFaqPage } from '@/lib/cms/pages';
import { getDictionary } from '@/lib/i18n/dictionary';
import { langFrom } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langFrom(params);
  const view = faqView(await getFaqPage(lang), lang);
  return pageMetadata({ lang, path: '/faq', texts: getDictionary(lang).faq, title: view.heroTitle, descriptions: [view.heroSubtitle] });
}

export default async function FaqRoute({ params }: Props) {
  const lang = await langFrom(params);
  return <FaqPageView lang={lang} view={faqView(await getFaqPage(lang), lang)} />;
}

export const dynamicParams = false;
