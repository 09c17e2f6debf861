import { draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { config } from '@/lib/config';
import { checkPreviewToken, PREVIEW_TOKEN_COOKIE, PREVIEW_TOKEN_FORMAT } from '@/lib/cms/preview';
import { clientKey, createRateLimiter } from '@/lib/http/rate-limit';
import { redirectWithinSite, SITE_PATH } from '@/lib/http/site-redirect';
import { apiError } from '@/lib/http/api-error';

export const dynamic = 'force-dynamic';

const limiter = createRateLimiter('preview', { limit: 30, windowMs: 60_000 });

/**
 * The office's preview link, from WordPress's Preview button: /api/preview?token=…&path=/en/news/slug.
 * The token names one item and one user and lasts minutes; the CMS checks it (and that the user
 * may read the item) before draft mode is turned on. The token is kept in a cookie for the CMS
 * reads of the preview (never cached), until it expires.
 */
export async function GET(request: NextRequest) {
  if (!(await limiter.attempt(clientKey(request.headers)))) return apiError(429, 'rate_limit');
  const path = request.nextUrl.searchParams.get('path') ?? '';
  if (!SITE_PATH.test(path)) return apiError(400, 'invalid_query', { detail: 'path must be a page of this site, e.g. /en/news/slug' });
  const token = request.nextUrl.searchParams.get('token') ?? '';
  if (!PREVIEW_TOKEN_FORMAT.test(token)) return apiError(401, 'unauthorized', { detail: 'This preview link is not valid.' });
  let checked;
  try {
    checked = await checkPreviewToken(token);
  } catch (error) {
    console.error('[preview] the CMS could not check the token:', error instanceof Error ? error.message : error);
    return apiError(502, 'cms_unreachable');
  }
  if (!checked.ok) {
    if (checked.status === 401) return apiError(401, 'unauthorized', { detail: 'This preview link is not valid or has expired: press Preview in WordPress again.' });
    const detail = 'This preview link does not open this item.';
    if (checked.status === 403 || checked.status === 404) return apiError(checked.status, checked.status === 403 ? 'forbidden' : 'not_found', { detail });
    return apiError(502, 'cms_error', { detail: `the CMS answered ${checked.status}` });
  }
  (await draftMode()).enable();
  const response = redirectWithinSite(path);
  response.cookies.set(PREVIEW_TOKEN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.siteUrl.startsWith('https:'),
    path: '/',
    expires: new Date(checked.check.expires),
  });
  return response;
}
