import { INTL_LOCALE, type Locale } from '@/lib/i18n/locales';

const UNITS: Record<string, Record<Locale, string>> = {
  B: { en: 'B', uk: 'Б' },
  KB: { en: 'KB', uk: 'КБ' },
  MB: { en: 'MB', uk: 'МБ' },
  GB: { en: 'GB', uk: 'ГБ' },
};
const UNIT_OF: Record<string, keyof typeof UNITS> = { B: 'B', KB: 'KB', MB: 'MB', GB: 'GB', Б: 'B', КБ: 'KB', МБ: 'MB', ГБ: 'GB' };

/**
 * A resource's size as the page's language writes it: the CMS sends text like "2.4 MB"
 * (WordPress's own format), which on /uk reads "2,4 МБ". Text in any other shape is kept.
 */
export function localizeFileSize(text: string, lang: Locale): string {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*([a-zа-я]{1,2})\s*$/i.exec(text);
  const unit = match?.[2] ? UNIT_OF[match[2].toUpperCase()] : undefined;
  if (!match?.[1] || !unit) return text;
  const value = Number(match[1].replace(',', '.'));
  const number = new Intl.NumberFormat(INTL_LOCALE[lang], { maximumFractionDigits: 1 }).format(value);
  return `${number} ${UNITS[unit]?.[lang] ?? unit}`;
}
