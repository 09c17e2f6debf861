import { INTL_LOCALE, type Locale } from './locales';
import { wpLocalDate } from '@/lib/cms/wp-date';

/** The office's calendar: dates are shown and compared in Kyiv time, whatever the server's zone. */
export const SITE_TIME_ZONE = 'Europe/Kyiv';

function toDate(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  // WordPress writes local (Kyiv) times without a zone: '2026-03-01 10:00:00'. Its calendar day
  // is the day to show, so take that day at noon UTC, which is the same day in Kyiv.
  const local = wpLocalDate(value);
  const date = new Date(local ? `${local.day}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * One long-date formatter per language, made on first use: a formatter with a time zone costs the
 * page's main thread to make, and a programme page's status parts format their dates on every render.
 */
const longDateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** Long date form: "5 березня 2026 р." / "March 5, 2026". Empty for an unparseable value. */
export function formatLongDate(value: string | Date, lang: Locale): string {
  const date = toDate(value);
  if (!date) return '';
  let format = longDateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: SITE_TIME_ZONE });
    longDateFormats.set(lang, format);
  }
  return format.format(date);
}

export type PluralForms = { one: string; few?: string; many?: string; other: string };

/**
 * Picks the plural form through Intl.PluralRules. Ukrainian: one (1, 21, …), few (2-4, 22-24, …),
 * many (0, 5-20, 11-14, 25, …); English: one, other.
 */
export function pluralForm(count: number, lang: Locale, forms: PluralForms): string {
  const category = new Intl.PluralRules(INTL_LOCALE[lang]).select(count);
  switch (category) {
    case 'one':
      return forms.one;
    case 'few':
      return forms.few ?? forms.other;
    case 'many':
      return forms.many ?? forms.other;
    default:
      return forms.other;
  }
}

export function formatNumber(value: number, lang: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[lang]).format(value);
}
