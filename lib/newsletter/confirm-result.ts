import { linkResult, readLinkResult, type LinkResult } from './link-result';

/** What the confirmation page tells the visitor after the site asked the CMS (`?result=` of the page). */
export type ConfirmResult = LinkResult<'already'>;

export function confirmResult(status: number, data: { success: boolean; confirmed: boolean; already_confirmed: boolean } | null): ConfirmResult {
  return linkResult(status, data && { success: data.success, done: data.confirmed }, 'already');
}

export function toConfirmResult(value: string | string[] | undefined): ConfirmResult | null {
  return readLinkResult(value, 'already');
}

/** A confirmation token as the CMS makes it: 32 random bytes, base64url. */
export const CONFIRM_TOKEN = /^[A-Za-z0-9_-]{43}$/;
