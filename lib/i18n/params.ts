import { notFound } from 'next/navigation';
import { decodeParam } from '@/lib/http/decode-param';
import { LOCALES } from '@/lib/constants';
import { isLocale, toLocale, type Locale } from './locales';

/**
 * The language of a route whose `[lang]` values are closed (`dynamicParams = false`): Next answers
 * 404 for any other value before the page runs, so `notFound()` here is only a guard.
 */
export async function langFrom(params: Promise<{ lang: string }>): Promise<Locale> {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return lang;
}

/**
 * The language of a route whose other segments are open (slugs), so Next cannot close `[lang]`
 * (its `dynamicParams` is route-wide): an unknown first segment reaches it through paths the proxy
 * leaves alone (`/api/x`, `/wp-admin/setup.php`). It renders in Ukrainian, the spec's language
 * for "anything else", and `known` says whether the page should be the 404 page.
 */
export async function routeLang(params: Promise<{ lang: string }>): Promise<{ lang: Locale; known: boolean }> {
  const { lang } = await params;
  return { lang: toLocale(lang), known: isLocale(lang) };
}

export function generateLangParams(): { lang: Locale }[] {
  return LOCALES.map((lang) => ({ lang }));
}

/** A route's slug parameter, decoded (lib/http/decode-param.ts). */
export async function slugFrom(params: Promise<{ slug: string }>): Promise<string> {
  return decodeParam((await params).slug);
}
