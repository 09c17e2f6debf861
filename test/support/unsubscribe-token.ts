import { createHmac } from 'node:crypto';

/**
 * An unsubscribe token as the CMS that sends the newsletter makes it (the WordPress plugin's
 * EOS_Unsubscribe::token): the lower-cased address in base64url, a dot, and the base64url
 * HMAC-SHA256 of `unsubscribe:<address>` under the CMS's key. The site never makes one (it reads
 * and checks them: lib/cms/rules/unsubscribe-token.ts); the specs and tests make the links a mail
 * would carry.
 */
export function unsubscribeToken(email: string, key: string): string {
  const address = email.trim().toLowerCase();
  const signature = createHmac('sha256', key).update(`unsubscribe:${address}`).digest();
  return `${Buffer.from(address).toString('base64url')}.${signature.toString('base64url')}`;
}
