import type { ReactNode } from 'react';
import type { Viewport } from 'next';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { SkipLink } from '@/components/layout/SkipLink';
import { generateLangParams, langFrom } from '@/lib/i18n/params';
import { interCyrillic, interLatin } from '@/styles/fonts';
import '@/styles/globals.scss';

export const generateStaticParams = generateLangParams;

export const viewport: Viewport = { themeColor: '#0b2a4a', width: 'device-width', initialScale: 1 };

export default async function LangLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const lang = await langFrom(params);
  return (
    <html lang={lang} className={`${interLatin.variable} ${interCyrillic.variable}`}>
      <body>
        <SkipLink lang={lang} />
        <Header lang={lang} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer lang={lang} />
      </body>
    </html>
  );
}
