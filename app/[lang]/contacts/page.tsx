import type { Metadata } from 'next';
import { ContactsPageView } from '@/components/contacts/ContactsPageView';
import { PageDataError } from '@/components/ui/PageDataError';
import { getContactsPage } from '@/lib/cms/pages';
import { REVALIDATE } from '@/lib/constants';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import { generateLangParams, langFrom } from '@/lib/i18n/params';
import { buildMetadata } from '@/lib/seo/metadata';

export const revalidate = 300; // REVALIDATE.pages — Next needs a literal here
export const dynamicParams = false; // [lang] is closed: any other value is Next's 404 (app/global-not-found.tsx)
export const generateStaticParams = generateLangParams;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langFrom(params);
  const page = await getContactsPage(lang);
  const texts = getDictionary(lang).contacts;
  return buildMetadata({
    lang,
    path: '/contacts',
    title: page?.hero_title || texts.metaTitle,
    description: page?.hero_description || page?.hero_subtitle || t(lang, texts.metaDescription),
  });
}

export default async function ContactsRoute({ params }: Props) {
  const lang = await langFrom(params);
  const page = await getContactsPage(lang);
  if (!page) return <PageDataError lang={lang} page={getDictionary(lang).contacts.pageName} />;
  return <ContactsPageView lang={lang} page={page} />;
}
