import { NextResponse, type NextRequest } from 'next/server';
import { localeRedirect } from '@/lib/i18n/routing';

/**
 * Locale handling only (Next 16's proxy.ts is the former middleware.ts): "/" → "/uk", and any
 * path whose first segment is not a language goes permanently to the same path under /uk,
 * query kept. Not a security boundary: secrets are checked in the route handlers.
 */
export function proxy(request: NextRequest) {
  // A path that is not valid percent-encoding cannot name a page: answer 400 before routing
  // (Next would fail to decode it and answer 500).
  try {
    decodeURIComponent(request.nextUrl.pathname);
  } catch {
    return new NextResponse('Bad Request: malformed URL encoding', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const target = localeRedirect(request.nextUrl.pathname);
  if (target === null) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = target;
  // The root redirect is "replace" in the spec (a temporary hop to the default language);
  // every other rewrite is the page's one address, so it is permanent.
  return NextResponse.redirect(url, request.nextUrl.pathname === '/' ? 307 : 308);
}

export const config = {
  // Not for API routes, Next's own files, metadata files or anything with a file extension.
  matcher: ['/((?!api/|_next/|.*\\.[A-Za-z0-9]+$).*)'],
};
