import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link's token. To the site it is opaque: the CMS that sends the newsletter makes
 * it and opens it (the WordPress plugin's EOS_Unsubscribe seals the address, so a link shows no
 * one the address it is for), and the site's page only asks before passing it on. The embedded
 * CMS, which sends no mail, signs its own: the lower-cased address in base64url, a dot, and the
 * HMAC-SHA256 of `unsubscribe:<address>` under a key only it knows (the form the plugin's links
 * had before; the tests' maker: test/support/unsubscribe-token.ts).
 */
function signature(address: string, key: string): Buffer {
  return createHmac('sha256', key).update(`unsubscribe:${address}`).digest();
}

/** A token's shape, either CMS's: the page asks, and its button's route forwards it, only then. */
export const UNSUBSCRIBE_TOKEN_SHAPE = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{19,599}$/;

export function isTokenShaped(token: string): boolean {
  return UNSUBSCRIBE_TOKEN_SHAPE.test(token);
}

/** The address an embedded CMS's token names, unverified; null when it is not one. */
function tokenAddress(token: string): string | null {
  const match = /^([A-Za-z0-9_-]{4,400})\.[A-Za-z0-9_-]{43}$/.exec(token);
  if (!match?.[1]) return null;
  const address = Buffer.from(match[1], 'base64url').toString('utf8');
  return address.includes('@') && !/[\s<>]/.test(address) ? address : null;
}

/** The address of an embedded CMS's token whose signature is right under `key`, else null. */
export function verifiedAddress(token: string, key: string): string | null {
  const address = tokenAddress(token);
  if (address === null) return null;
  const given = Buffer.from(token.slice(token.indexOf('.') + 1), 'base64url');
  const expected = signature(address, key);
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null;
}
