import { NextResponse } from 'next/server';
import { encodePath } from '@/lib/http/decode-param';

/** Only a path of this site under a language: no other host, no protocol-relative tricks. */
export const SITE_PATH = /^\/(uk|en)(\/[\p{L}\p{N}._~%-]+)*\/?$/u;

/**
 * A never-cached 307 to a path of this site. The Location is relative so the browser stays on
 * the host it used (and keeps the draft-mode cookie); behind a proxy, the origin Next sees is
 * not always that one.
 */
export function redirectWithinSite(path: string): NextResponse {
  return new NextResponse(null, { status: 307, headers: { location: encodePath(path), 'cache-control': 'no-store' } });
}

/**
 * An address of this site with another path and query, for a redirect. Not a clone of
 * `request.nextUrl`: with Next's trailing-slash redirect off (next.config.ts), a clone of an
 * address that ended with a slash puts the slash back.
 */
export function sameOriginUrl(requestUrl: string, pathname: string, search: string): URL {
  const url = new URL(requestUrl);
  url.pathname = pathname;
  url.search = search;
  return url;
}
