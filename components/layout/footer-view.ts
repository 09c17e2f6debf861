import type { FooterData } from '@/lib/cms/schemas';
import { officeContacts, type OfficeContacts } from '@/lib/contact/office';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { footerContacts } from '@/lib/navigation/footer';

export interface FooterView {
  aboutTitle: string;
  about: string;
  quickLinks: string;
  contactsTitle: string;
  followUs: string;
  notice: string;
  copyright: string;
  privacy: string;
  terms: string;
  contacts: OfficeContacts;
}

/** "© {year} …" unless the office already wrote the sign (spec: "copyright with the current year"). */
function copyrightLine(text: string, year: number): string {
  if (text.includes('{year}')) return text.replace('{year}', String(year));
  return text.includes('©') ? text : `© ${year} ${text}`;
}

/**
 * The footer's texts: the CMS's (`about_text`, `contacts` and the `translations` map) where
 * given, the dictionary's in the page's language otherwise; empty contact fields take the
 * office's own details from the settings.
 */
export function footerView(data: FooterData, lang: Locale, year: number, office: OfficeContacts = officeContacts(lang)): FooterView {
  const dict = getDictionary(lang).shell.footer;
  const tr = data.translations;
  const cms = (key: string) => tr[key]?.trim() ?? '';
  return {
    aboutTitle: dict.aboutTitle,
    about: data.about_text.trim() || t(lang, dict.aboutFallback),
    quickLinks: cms('quick_links') || dict.quickLinks,
    contactsTitle: cms('contact_us') || dict.contacts,
    followUs: cms('follow_us') || dict.followUs,
    notice: cms('program_notice') || t(lang, dict.notice),
    copyright: cms('copyright') ? copyrightLine(cms('copyright'), year) : t(lang, dict.copyright, { year }),
    privacy: cms('privacy_policy') || dict.privacy,
    terms: cms('terms_of_use') || dict.terms,
    contacts: footerContacts(data.contacts, office),
  };
}
