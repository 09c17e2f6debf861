import { config } from '@/lib/config';
import { en, type Dictionary } from './dictionaries/en';
import { uk } from './dictionaries/uk';
import type { Locale } from './locales';
import { fill } from './fill';

export { fill, type Dictionary };

const dictionaries: Record<Locale, Dictionary> = { uk, en };

export function getDictionary(lang: Locale): Dictionary {
  return dictionaries[lang];
}

function productName(lang: Locale): string {
  return config.product[lang];
}

/** `fill` with the programme name already supplied. */
export function t(lang: Locale, template: string, values: Record<string, string | number> = {}): string {
  return fill(template, { product: productName(lang), ...values });
}
