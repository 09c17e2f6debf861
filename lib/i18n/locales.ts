import { DEFAULT_LOCALE, LOCALES } from '@/lib/constants';

export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Spec: "Any other value is treated as uk." */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'uk' ? 'en' : 'uk';
}

/** BCP 47 tags for Intl and Open Graph. */
export const INTL_LOCALE: Record<Locale, string> = { uk: 'uk-UA', en: 'en-US' };
export const OG_LOCALE: Record<Locale, string> = { uk: 'uk_UA', en: 'en_US' };
