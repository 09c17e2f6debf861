import { READING_CHARS_PER_MINUTE } from '@/lib/constants';
import { htmlToText } from '@/lib/html/sanitize';
import type { Locale } from '@/lib/i18n/locales';

/**
 * "Reading time: characters divided by 1200 (en) or 1000 (uk), rounded up,
 * minimum 1 minute." Characters are counted in the text of the HTML body.
 */
export function readingTime(html: string, lang: Locale): number {
  const characters = htmlToText(html).length;
  return Math.max(1, Math.ceil(characters / READING_CHARS_PER_MINUTE[lang]));
}
