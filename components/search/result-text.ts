import { encodePath } from '@/lib/http/decode-param';
import type { Locale } from '@/lib/i18n/locales';

/** Pieces of a search result both the page (server) and the overlay (client) render. */

/** The excerpt split around the first occurrence of the highlighted words, for a <mark>. */
export function splitHighlight(excerpt: string, highlight: string): [string, string, string] | null {
  const needle = highlight.trim();
  if (!needle) return null;
  const at = excerpt.toLocaleLowerCase().indexOf(needle.toLocaleLowerCase());
  if (at < 0) return null;
  return [excerpt.slice(0, at), excerpt.slice(at, at + needle.length), excerpt.slice(at + needle.length)];
}

/** A result address: a site path as given, an absolute address of this site reduced to its path. */
export function resultHref(url: string, lang: Locale): string {
  if (!url) return `/${lang}`;
  if (url.startsWith('/')) return encodePath(url);
  try {
    const parsed = new URL(url);
    if (typeof window !== 'undefined' && parsed.origin === window.location.origin) return `${parsed.pathname}${parsed.search}`;
  } catch {
    return `/${lang}`;
  }
  return url;
}
