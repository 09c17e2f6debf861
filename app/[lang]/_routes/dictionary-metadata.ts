import type { Locale } from '@/lib/i18n/locales';
import { langFrom } from '@/lib/i18n/params';
import { pageMetadata, type PageHead } from '@/lib/seo/page-metadata';
import type { MetaTexts, PageRoute } from './page-route';

/** The `generateMetadata` of a page whose head is its dictionary's texts (the home page, participants). */
export function dictionaryMetadata(path: string, texts: (lang: Locale) => MetaTexts, options: Pick<PageHead, 'noindex'> = {}): PageRoute['generateMetadata'] {
  return async ({ params }) => {
    const lang = await langFrom(params);
    return pageMetadata({ lang, path, texts: texts(lang), ...options });
  };
}
