import { NotFoundPage } from '@/components/errors/NotFoundPage';
import type { ContentResolution } from '@/lib/dynamic-pages/dynamic-content';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { DynamicContentView } from './DynamicContentView';
import { FaqRedirectNotice } from './FaqRedirectNotice';

/** The screen of a content page that resolved to anything but a redirect (the route redirects). */
export function DynamicContentScreen({ lang, resolution }: { lang: Locale; resolution: Exclude<ContentResolution, { kind: 'redirect' }> }) {
  // "Dynamic content not found or fetch error: redirect to /404": the same screen (a failed read's render is not kept).
  if (resolution.kind === 'not-found' || resolution.kind === 'unavailable') return <NotFoundPage lang={lang} />;
  const texts = getDictionary(lang).content;
  if (resolution.kind === 'faq-notice') {
    return <FaqRedirectNotice title={resolution.title} faqHref={resolution.faqHref} texts={{ notice: texts.faqNotice, wait: texts.faqWait, link: texts.faqLink }} />;
  }
  const { item, path, variant, coordinator } = resolution;
  return <DynamicContentView lang={lang} item={item} path={path} variant={variant} coordinator={coordinator} texts={texts} />;
}
