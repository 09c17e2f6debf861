import { decodeParam } from '@/lib/http/decode-param';
import { isLocale, type Locale } from '@/lib/i18n/locales';

/**
 * The 'Read More' link goes to "the author's permalink, with its
 * host and language prefix replaced by the main site host plus the current language".
 * WordPress names its author archive `/author/{slug}`; our route table serves authors at
 * `/{lang}/authors/{slug}`, so that one segment is mapped too (otherwise every link would 404).
 * The main site host is this site, so the link is a path: it stays on the host the visitor uses.
 * A permalink that is not a URL or a path gives null (no link rather than a broken one).
 */
export function authorHref(permalink: string, lang: Locale): string | null {
  const trimmed = permalink.trim();
  if (!trimmed) return null;
  let path: string;
  let tail: string;
  try {
    const url = new URL(trimmed, 'http://relative.invalid');
    if (!/^https?:$/.test(url.protocol)) return null;
    path = url.pathname;
    tail = `${url.search}${url.hash}`;
  } catch {
    return null;
  }
  const segments = path.split('/').filter(Boolean).map(decodeParam);
  if (isLocale(segments[0])) segments.shift();
  if (segments[0] === 'author') segments[0] = 'authors';
  const rest = segments.map(encodeURIComponent).join('/');
  return `/${lang}${rest ? `/${rest}` : ''}${tail}`;
}
