import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { isPreview } from '@/lib/cms/preview';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import { generateLangParams, routeLang } from '@/lib/i18n/params';
import { buildMetadata } from '@/lib/seo/metadata';
import { SITE_VIEWPORT } from '@/lib/seo/viewport';
import '@/styles/globals.scss';

export const generateStaticParams = generateLangParams;

// The revalidation of every page below (route handlers keep their own); a literal, as Next reads it before the code runs.
export const revalidate = 300;

/** Defaults for every page of a language; each page overrides them through the same builder. */
export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { lang } = await routeLang(params);
  const shell = getDictionary(lang).shell;
  return buildMetadata({ lang, path: '/', title: t(lang, shell.siteName), description: t(lang, shell.footer.aboutFallback) });
}

export const viewport: Viewport = SITE_VIEWPORT;

export default async function LangLayout({
  children,
  languages,
  params,
}: {
  children: ReactNode;
  /** The header's language links for the current page (the @languages slot). */
  languages: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  // Never notFound() here: a layout's 404 has no boundary above it and renders an empty document.
  // An unknown first segment reaches open routes only, which answer with the 404 page themselves.
  const { lang } = await routeLang(params);
  return (
    <SiteDocument lang={lang} preview={await isPreview()} languageSwitch={languages}>
      {children}
    </SiteDocument>
  );
}
