import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';

export const dynamic = 'force-dynamic';

const SITE_PATH = /^\/(uk|en)(\/[\p{L}\p{N}._~%-]+)*\/?$/u;

/** Leaves draft mode and returns to the page (or the home page). */
export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  const path = request.nextUrl.searchParams.get('path') ?? '';
  const target = SITE_PATH.test(path) ? path : '/uk';
  const response = NextResponse.redirect(new URL(target, request.nextUrl.origin), 307);
  response.headers.set('cache-control', 'no-store');
  return response;
}
