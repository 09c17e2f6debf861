import { draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { redirectWithinSite, SITE_PATH } from '@/lib/http/site-redirect';

export const dynamic = 'force-dynamic';

/** Leaves draft mode and returns to the page (or the home page). */
export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  const path = request.nextUrl.searchParams.get('path') ?? '';
  const target = SITE_PATH.test(path) ? path : '/uk';
  return redirectWithinSite(target);
}
