import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { NavigationStatus } from '@/components/layout/NavigationStatus';
import { RenderEvent } from '@/components/layout/RenderEvent';
import { SkipLink } from '@/components/layout/SkipLink';
import { PreviewBanner } from '@/components/preview/PreviewBanner';
import { isPreview } from '@/lib/cms/preview';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import { generateLangParams, langFrom } from '@/lib/i18n/params';
import { buildMetadata } from '@/lib/seo/metadata';
import { interCyrillic, interLatin } from '@/styles/fonts';
import '@/styles/globals.scss';

export const generateStaticParams = generateLangParams;

/** Defaults for every page of a language; each page overrides them through the same builder. */
export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const lang = await langFrom(params);
  const shell = getDictionary(lang).shell;
  return buildMetadata({ lang, path: '/', title: t(lang, shell.siteName), description: t(lang, shell.footer.aboutFallback) });
}

export const viewport: Viewport = { themeColor: '#0b2a4a', width: 'device-width', initialScale: 1 };

export default async function LangLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const lang = await langFrom(params);
  const preview = await isPreview();
  const previewTexts = getDictionary(lang).ui.preview;
  return (
    <html lang={lang} className={`${interLatin.variable} ${interCyrillic.variable}`}>
      <body>
        {preview && <PreviewBanner label={previewTexts.label} exit={previewTexts.exit} />}
        <SkipLink lang={lang} />
        <Header lang={lang} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer lang={lang} />
        <NavigationStatus texts={getDictionary(lang).ui.loading} />
        <RenderEvent />
      </body>
    </html>
  );
}
