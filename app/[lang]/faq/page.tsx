import type { Metadata } from 'next';
import { faqView } from '@/components/faq/faq-view';
import { FaqPageView } from '@/components/faq/FaqPageView';
import { withFallback } from '@/lib/cms/fallback';
import { getFaqPage } from '@/lib/cms/pages';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { langFrom } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ lang: string }> };

/** On a failed fetch the page uses its built-in texts with an empty list. */
const loadFaq = (lang: Locale) => withFallback('getFaqPage', null, () => getFaqPage(lang));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langFrom(params);
  const view = faqView(await loadFaq(lang), lang);
  return pageMetadata({ lang, path: '/faq', texts: getDictionary(lang).faq, title: view.heroTitle, descriptions: [view.heroSubtitle] });
}

export default async function FaqRoute({ params }: Props) {
  const lang = await langFrom(params);
  return <FaqPageView lang={lang} view={faqView(await loadFaq(lang), lang)} />;
}

export const revalidate = 300;
export const dynamicParams = false;
