import { NextResponse } from 'next/server';
import { decodeParam } from '@/lib/http/decode-param';

/** Only a path of this site under a language: no other host, no protocol-relative tricks. */
export const SITE_PATH = /^\/(uk|en)(\/[\p{L}\p{N}._~%-]+)*\/?$/u;

/**
 * A path as a header may carry it: each segment percent-encoded exactly once, whether it arrived
 * encoded (`caf%C3%A9`) or not (`café`, `привіт`). A raw non-ASCII character in `Location` is not
 * a valid header (Node refuses it with a 500).
 */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(decodeParam(segment)))
    .join('/');
}

/**
 * A never-cached 307 to a path of this site. The Location is relative so the browser stays on
 * the host it used (and keeps the draft-mode cookie); behind a proxy, the origin Next sees is
 * not always that one.
 */
export function redirectWithinSite(path: string): NextResponse {
  return new NextResponse(null, { status: 307, headers: { location: encodePath(path), 'cache-control': 'no-store' } });
}
