import { notFound } from 'next/navigation';
import { LOCALES } from '@/lib/constants';
import { isLocale, type Locale } from './locales';

/** The language of a `[lang]` route; an unknown one is a 404 (the proxy has already redirected). */
export async function langFrom(params: Promise<{ lang: string }>): Promise<Locale> {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return lang;
}

export function generateLangParams(): { lang: Locale }[] {
  return LOCALES.map((lang) => ({ lang }));
}
