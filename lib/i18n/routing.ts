import { DEFAULT_LOCALE } from '@/lib/constants';
import { decodeParam, encodePath } from '@/lib/http/decode-param';
import { isLocale, otherLocale, type Locale } from './locales';

/**
 * Where a request path must go so that every page has one address per language, or null when
 * it is already canonical. Spec: "/" → "/uk"; a first segment other than uk/en is treated as uk.
 * An upper- or mixed-case language segment is the same language ("/UK/news" → "/uk/news").
 * Repeated slashes collapse, so "//evil.example" stays a path on this host.
 */
export function localeRedirect(pathname: string): string | null {
  const collapsed = `/${pathname.split('/').filter(Boolean).join('/')}`;
  const segments = collapsed.split('/').filter(Boolean);
  const first = segments[0];
  if (first === undefined) return `/${DEFAULT_LOCALE}`;
  const lowered = first.toLowerCase();
  if (isLocale(first)) {
    return collapsed === pathname || `${collapsed}/` === pathname ? null : collapsed;
  }
  if (isLocale(lowered)) return `/${[lowered, ...segments.slice(1)].join('/')}`;
  return `/${DEFAULT_LOCALE}${collapsed}`;
}

/** The language of a path (first segment), uk for anything else. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/').filter(Boolean)[0];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** Swaps the first segment for `target`, keeping the rest of the path and the query. */
export function swapLocale(pathname: string, search: string, target: Locale): string {
  const segments = pathname.split('/').filter(Boolean);
  if (isLocale(segments[0])) segments.shift();
  const rest = segments.length ? `/${segments.join('/')}` : '';
  return `/${target}${rest}${search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''}`;
}

/**
 * A path under a language: localePath('en', '/news?x=1#a') → '/en/news?x=1#a', each segment
 * percent-encoded once (a CMS slug arrives decoded or encoded: `/news/київ` → `/en/news/%D0%BA…`).
 * External links pass through.
 */
export function localePath(lang: Locale, path: string): string {
  if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(path)) return path;
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathOnly = match?.[1] ?? '';
  const suffix = match?.[2] ?? '';
  const segments = pathOnly.split('/').filter(Boolean);
  if (isLocale(segments[0])) segments.shift();
  return encodePath(`/${[lang, ...segments].join('/')}`) + suffix;
}

/**
 * Where the other language's version of an item lives: its translated slug when the CMS sent
 * one, else the other language's listing page (never a 404).
 */
export function translatedItemPath(
  target: Locale,
  listingPath: string,
  alternateSlug: string | null | undefined,
): string {
  const listing = localePath(target, listingPath);
  return alternateSlug ? `${listing}/${encodeURIComponent(alternateSlug)}` : listing;
}

/** An item page and the addresses of its translations (absent: no translation known). */
export interface TranslatedPage {
  path: string;
  translations: Partial<Record<Locale, string>>;
}

/** An item's page under its listing, and its translation: the other language's item, else its listing. */
export function itemTranslations(lang: Locale, listingPath: string, slug: string, alternateSlug: string | null | undefined): TranslatedPage {
  const other = otherLocale(lang);
  return {
    path: localePath(lang, `${listingPath}/${encodeURIComponent(slug)}`),
    translations: { [other]: translatedItemPath(other, listingPath, alternateSlug) },
  };
}

/** Whether two paths name the same page, however each is percent-encoded. */
export function samePath(a: string, b: string): boolean {
  const normalise = (path: string) =>
    path
      .split('/')
      .filter(Boolean)
      .map(decodeParam)
      .join('/');
  return normalise(a) === normalise(b);
}
