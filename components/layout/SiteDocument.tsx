import { cache, type ReactNode } from 'react';
import { LazyPreviewBanner } from '@/components/preview/LazyPreviewBanner';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { interCyrillic, interLatin } from '@/styles/fonts';
import { Footer } from './Footer';
import { Header } from './Header';
import { IntentPrefetch } from './IntentPrefetch';
import { NavigationStatus } from './NavigationStatus';
import { RenderEvent } from './RenderEvent';
import { SkipLink } from './SkipLink';

/**
 * One footer element per request and language. Next renders the language layout twice per page:
 * around the page and around the layout's not-found boundary, which the RSC payload carries too.
 * The same element object twice is serialized once (React's Flight writes a reference the second
 * time); two elements would put the footer's whole tree into every page's payload twice.
 */
const footerElement = cache((lang: Locale) => <Footer lang={lang} />);

/**
 * The whole document of a page in one language: `<html lang>`, the skip link, header, main and
 * footer. The language layout and the global not-found page (paths outside any route) share it.
 */
export function SiteDocument({
  lang,
  preview = false,
  languageSwitch,
  children,
}: {
  lang: Locale;
  preview?: boolean;
  languageSwitch?: ReactNode;
  children: ReactNode;
}) {
  const previewTexts = getDictionary(lang).ui.preview;
  return (
    <html lang={lang} className={`${interLatin.variable} ${interCyrillic.variable}`}>
      <body>
        {preview && <LazyPreviewBanner label={previewTexts.label} exit={previewTexts.exit} />}
        <SkipLink lang={lang} />
        <Header lang={lang} languageSwitch={languageSwitch} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {footerElement(lang)}
        <NavigationStatus texts={getDictionary(lang).ui.loading} />
        <RenderEvent />
        <IntentPrefetch />
      </body>
    </html>
  );
}
