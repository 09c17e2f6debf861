import type { FaqPage } from '@/lib/cms/schemas';
import { htmlToText } from '@/lib/html/sanitize';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';

export interface FaqView {
  heroTitle: string;
  heroSubtitle: string;
  mainTitle: string;
  mainSubtitle: string;
  contactTitle: string;
  contactSubtitle: string;
  contactButtonText: string;
  contactUrl: string;
  questions: { id: number; anchor: string; question: string; answerHtml: string }[];
}

/**
 * The FAQ page's texts: the CMS's where given, the built-in ones in the page's language
 * otherwise. `data` null means the fetch failed: defaults and an empty list.
 */
export function faqView(data: FaqPage | null, lang: Locale): FaqView {
  const d = getDictionary(lang).faq.defaults;
  const tr = data?.translations;
  return {
    heroTitle: data?.hero_title || d.heroTitle,
    heroSubtitle: data?.hero_subtitle || d.heroSubtitle,
    mainTitle: tr?.main_title || d.mainTitle,
    mainSubtitle: tr?.main_subtitle || d.mainSubtitle,
    contactTitle: tr?.contact_title || d.contactTitle,
    contactSubtitle: tr?.contact_subtitle || d.contactSubtitle,
    contactButtonText: tr?.contact_button_text || d.contactButtonText,
    contactUrl: localePath(lang, tr?.contact_button_url || '/contacts'),
    questions: (data?.faq_questions ?? []).map((q) => ({
      id: q.id,
      anchor: `faq-${q.id}`,
      question: htmlToText(q.question),
      answerHtml: q.answer,
    })),
  };
}
