import { draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { PREVIEW_TOKEN_COOKIE } from '@/lib/cms/preview';
import { redirectWithinSite, SITE_PATH } from '@/lib/http/site-redirect';

export const dynamic = 'force-dynamic';

/** The path of the page the exit link was followed from; only a path, so only this site's pages. */
function refererPath(request: NextRequest): string {
  try {
    return new URL(request.headers.get('referer') ?? '').pathname;
  } catch {
    return '';
  }
}

/**
 * Leaves draft mode (and forgets the preview token) and returns to the page: `?path=`, else the
 * page the banner's link was followed from (its Referer), else the home page.
 */
export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  const target = [request.nextUrl.searchParams.get('path') ?? '', refererPath(request)].find((path) => SITE_PATH.test(path)) ?? '/uk';
  const response = redirectWithinSite(target);
  response.cookies.delete(PREVIEW_TOKEN_COOKIE);
  return response;
}
