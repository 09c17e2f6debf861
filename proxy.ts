import { NextResponse, type NextRequest } from 'next/server';
import { isWellEncoded } from '@/lib/http/decode-param';
import { sameOriginUrl } from '@/lib/http/site-redirect';
import { localeRedirect } from '@/lib/i18n/routing';
import { listViewPath } from '@/lib/list-state/rewrites';
import { mayBeOldAddress, oldAddressRedirect, warmOldAddresses } from '@/lib/old-addresses/redirect';

/** The paths of the first matcher below (the others only bring malformed input to the 400). */
const LOCALE_HANDLED = /^\/(?!api\/|_next\/|(?!(?:.*\/)?index\.php$).*\.(?!html?$)[A-Za-z0-9]+$)/;
const IMAGE_OPTIMIZER = '/_next/image';

const badRequest = (what: string) =>
  new NextResponse(`Bad Request: ${what}`, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * A path with a trailing slash goes permanently to the path without it, query kept, as Next's own
 * redirect did: next.config.ts turns that redirect off (`skipTrailingSlashRedirect`) so that
 * WordPress's addresses, which all end with a slash, reach the map above in one hop.
 */
function withoutTrailingSlash(request: NextRequest): NextResponse | null {
  const { pathname, search } = request.nextUrl;
  if (pathname === '/' || !pathname.endsWith('/')) return null;
  return NextResponse.redirect(sameOriginUrl(request.url, `/${pathname.split('/').filter(Boolean).join('/')}`, search), 308);
}

/**
 * Routing only (Next 16's proxy.ts is the former middleware.ts): "/" → "/uk", and any path whose
 * first segment is not a language goes permanently to the same path under /uk, query kept; a
 * paged list's view is rewritten to its cached route. An address WordPress answered before the
 * office's domain moved here (`/?p=12`, `/2026/10/slug/`) goes to the same item's page in one
 * permanent redirect, from the process's copy of the map (lib/old-addresses), never a CMS request.
 * No auth: not a security boundary, secrets are checked in the route handlers.
 */
export async function proxy(request: NextRequest) {
  warmOldAddresses();
  const { pathname, searchParams } = request.nextUrl;
  // A path that is not valid percent-encoding cannot name a page: answer 400 before routing
  // (Next would fail to decode it and answer 500).
  if (!isWellEncoded(pathname)) return badRequest('malformed URL encoding');
  if (pathname === IMAGE_OPTIMIZER) {
    // The optimizer requests a local image through Next's router, which fails the same way on
    // a malformed path (`/_next/image?url=/%25E0` was a 500).
    const source = searchParams.get('url') ?? '';
    return source.startsWith('/') && !isWellEncoded(source.split('?')[0] ?? '') ? badRequest('malformed image URL') : NextResponse.next();
  }
  const routed = LOCALE_HANDLED.test(pathname);
  if (routed && mayBeOldAddress(pathname, searchParams)) {
    const moved = await oldAddressRedirect(request);
    if (moved) return moved;
  }
  if (!routed) return withoutTrailingSlash(request) ?? NextResponse.next();
  const view = listViewPath(pathname, searchParams);
  if (view) {
    // A paged list's view (`/uk/news?page=3`) is its own cached page: same address outside,
    // its `~view/{state}` route inside (lib/list-state/rewrites.ts). Next's `_rsc` stays.
    const url = request.nextUrl.clone();
    url.pathname = view;
    url.search = searchParams.has('_rsc') ? `?_rsc=${encodeURIComponent(searchParams.get('_rsc') ?? '')}` : '';
    return NextResponse.rewrite(url);
  }
  const target = localeRedirect(pathname);
  if (target === null) return withoutTrailingSlash(request) ?? NextResponse.next();
  // The root redirect is "replace" in the spec (a temporary hop to the default language);
  // every other rewrite is the page's one address, so it is permanent.
  return NextResponse.redirect(sameOriginUrl(request.url, target, request.nextUrl.search), pathname === '/' ? 307 : 308);
}

export const config = {
  matcher: [
    // Locale handling: not for API routes, Next's own files, metadata files or anything with a file
    // extension, except WordPress's old addresses that have one (`/index.php?p=12`, `/%postname%.html`).
    '/((?!api/|_next/|(?!(?:.*/)?index\\.php$).*\\.(?!html?$)[A-Za-z0-9]+$).*)',
    // Any path with a percent sign, wherever it points, so that malformed encoding is a 400
    // (`/_next/%`, `/api/%E0%A4%A`) instead of Next's own 500 without the security headers.
    '/(.*%.*)',
    // Any other path with a trailing slash (`/api/search/`), which goes to the path without it.
    '/(.+/)',
    // Image requests whose source has a percent sign, for the same reason.
    { source: '/_next/image', has: [{ type: 'query', key: 'url', value: '.*%.*' }] },
  ],
};
