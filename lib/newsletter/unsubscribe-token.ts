import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link's token, as both CMSs check it (the WordPress plugin's EOS_Unsubscribe):
 * the lower-cased address in base64url, a dot, and the HMAC-SHA256 of `unsubscribe:<address>`
 * under a key that only the CMS holding the subscribers knows. The site only reads and checks
 * tokens; the CMS that sends the mail makes them (the tests' maker: test/support/unsubscribe-token.ts).
 */
function signature(address: string, key: string): Buffer {
  return createHmac('sha256', key).update(`unsubscribe:${address}`).digest();
}

/** The address a token names, unverified (for the page to show); null when it is not a token. */
export function tokenAddress(token: string): string | null {
  const match = /^([A-Za-z0-9_-]{4,400})\.[A-Za-z0-9_-]{43}$/.exec(token);
  if (!match?.[1]) return null;
  const address = Buffer.from(match[1], 'base64url').toString('utf8');
  return address.includes('@') && !/[\s<>]/.test(address) ? address : null;
}

/** The address of a token whose signature is right under `key`, else null. */
export function verifiedAddress(token: string, key: string): string | null {
  const address = tokenAddress(token);
  if (address === null) return null;
  const given = Buffer.from(token.slice(token.indexOf('.') + 1), 'base64url');
  const expected = signature(address, key);
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null;
}
