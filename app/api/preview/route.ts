import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { config } from '@/lib/config';
import { clientKey, createRateLimiter } from '@/lib/http/rate-limit';
import { secretsMatch } from '@/lib/http/secret';
import { redirectWithinSite, SITE_PATH } from '@/lib/http/site-redirect';

export const dynamic = 'force-dynamic';

const limiter = createRateLimiter('preview', { limit: 30, windowMs: 60_000 });

/**
 * The office's preview link: /api/preview?secret=…&path=/en/news/some-draft. Turns on Next's
 * draft mode (drafts fetched with the CMS credentials, never cached) and opens the page.
 */
export async function GET(request: NextRequest) {
  if (!config.previewSecret) return NextResponse.json({ error: 'Preview is not configured.' }, { status: 503 });
  if (!(await limiter.attempt(clientKey(request.headers)))) return NextResponse.json({ error: 'Too many attempts.' }, { status: 429 });
  const secret = request.nextUrl.searchParams.get('secret') ?? '';
  if (!secretsMatch(secret, config.previewSecret)) return NextResponse.json({ error: 'Wrong preview secret.' }, { status: 401 });
  const path = request.nextUrl.searchParams.get('path') ?? '';
  if (!SITE_PATH.test(path)) return NextResponse.json({ error: 'path must be a page of this site, e.g. /en/news/slug.' }, { status: 400 });
  (await draftMode()).enable();
  return redirectWithinSite(path);
}
