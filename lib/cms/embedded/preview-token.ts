import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Preview tokens of the embedded CMS, in WordPress's format (wordpress/exchange-office-site,
 * EOS_Preview_Token): `{post id}.{user id}.{expiry, Unix seconds}.{HMAC-SHA256 hex of the three}`.
 * The embedded CMS has no users (user 0) and signs with PREVIEW_SECRET, its own key.
 */
export const PREVIEW_TOKEN_SECONDS = 600;
const FORMAT = /^(\d{1,20})\.(\d{1,20})\.(\d{1,12})\.([0-9a-f]{64})$/;

const signature = (payload: string, key: string) => createHmac('sha256', key).update(payload).digest('hex');

/**
 * The embedded CMS has no Preview button: scripts/preview-link.ts, the office's tool, signs its links.
 * @public
 */
export function signPreviewToken(postId: number, key: string, nowMs = Date.now()): string {
  const payload = `${postId}.0.${Math.floor(nowMs / 1000) + PREVIEW_TOKEN_SECONDS}`;
  return `${payload}.${signature(payload, key)}`;
}

/** The item and expiry of a valid token; null for a malformed, tampered or expired one, or without a key. */
export function verifyPreviewToken(token: string, key: string | undefined, nowMs = Date.now()): { postId: number; expires: number } | null {
  const m = FORMAT.exec(token);
  if (!m || !key) return null;
  const [, postId = '', userId = '', expires = '', given = ''] = m;
  const expected = signature(`${postId}.${userId}.${expires}`, key);
  if (!timingSafeEqual(Buffer.from(expected), Buffer.from(given))) return null;
  if (Number(expires) * 1000 < nowMs) return null;
  return { postId: Number(postId), expires: Number(expires) };
}
