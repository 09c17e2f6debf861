import type { Metadata } from 'next';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';

/** Which not-found screen: the generic page, an article or a programme (part 1 §9). */
export type NotFoundKind = 'page' | 'news' | 'program';

export interface NotFoundTexts {
  title: string;
  text: string;
  /** The way out: the language's home, the news list or the programmes list. */
  link: { href: string; label: string };
  /** 'Go Back' through the browser history, on the generic screen only. */
  goBack?: string;
  metaDescription: string;
}

/** The screen's texts in one language, from the dictionary. */
export function notFoundTexts(lang: Locale, kind: NotFoundKind): NotFoundTexts {
  const dict = getDictionary(lang);
  switch (kind) {
    case 'news':
      return itemNotFound(dict.news.article, localePath(lang, '/news'), dict.news.article.returnToNews);
    case 'program':
      return itemNotFound(dict.programs.detail, localePath(lang, '/programs'), dict.programs.detail.notFoundBack);
    case 'page': {
      const texts = dict.shell.notFound;
      return {
        title: texts.title,
        text: texts.subtitle,
        link: { href: localePath(lang, '/'), label: texts.backHome },
        goBack: texts.goBack,
        metaDescription: texts.metaDescription,
      };
    }
  }
}

/** An article or a programme that is not there: back to the list it belongs to. */
function itemNotFound(texts: { notFoundTitle: string; notFoundText: string }, listHref: string, backLabel: string): NotFoundTexts {
  return { title: texts.notFoundTitle, text: texts.notFoundText, link: { href: listHref, label: backLabel }, metaDescription: texts.notFoundText };
}

/**
 * The head of a not-found page: its title and description in the path's language. No robots
 * entry: Next adds `<meta name="robots" content="noindex">` to every response with status 404.
 */
export function notFoundMetadata(lang: Locale, kind: NotFoundKind): Metadata {
  const texts = notFoundTexts(lang, kind);
  return {
    title: `${texts.title} | ${t(lang, getDictionary(lang).shell.siteName)}`,
    description: texts.metaDescription,
  };
}
