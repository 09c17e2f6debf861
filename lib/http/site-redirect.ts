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
