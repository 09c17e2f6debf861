import { NextResponse, type NextRequest } from 'next/server';
import { OLD_ADDRESSES } from '@/lib/constants';
import { sameOriginUrl } from '@/lib/http/site-redirect';
import { isLocale } from '@/lib/i18n/locales';
import { oldAddressTarget } from './match';
import { processOldAddressCopy } from './process-copy';
import { targetLocation } from './targets';

/** The query variables WordPress's home answered with (an item, a category, a feed, a search). */
const HOME_QUERY = ['p', 'page_id', 'attachment_id', 'cat', 'feed', 's'];

/**
 * Whether an address could be one WordPress answered: a path outside the site's languages, or the
 * home with one of WordPress's query variables. The site's own paths never consult the map.
 */
export function mayBeOldAddress(pathname: string, query: URLSearchParams): boolean {
  const first = pathname.split('/').find(Boolean);
  if (first === undefined) return HOME_QUERY.some((name) => query.has(name));
  return !isLocale(first.toLowerCase());
}

let warmed = false;

/** The process's first request starts reading its copy, so that the first old address rarely waits. */
export function warmOldAddresses(): void {
  if (warmed) return;
  warmed = true;
  void processOldAddressCopy().index();
}

/**
 * The permanent redirect of an old address to the same item on the site; null when the map does
 * not hold it (the proxy's rule for unknown paths applies, nothing is stored); 503 with
 * Retry-After while the process has no copy of the map yet.
 */
export async function oldAddressRedirect(request: NextRequest): Promise<NextResponse | null> {
  const index = await processOldAddressCopy().index();
  if (!index) {
    return new NextResponse('Service Unavailable: the map of old addresses is being read; try again in a few seconds.', {
      status: 503,
      headers: { 'retry-after': String(OLD_ADDRESSES.retryAfterSeconds), 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const target = oldAddressTarget(index, request.nextUrl.pathname, request.nextUrl.searchParams);
  if (target === null) return null;
  const location = targetLocation(target);
  if ('url' in location) return NextResponse.redirect(location.url, OLD_ADDRESSES.redirectStatus);
  return NextResponse.redirect(sameOriginUrl(request.url, location.path, location.search), OLD_ADDRESSES.redirectStatus);
}
