import { linkResult, readLinkResult, type LinkResult } from './link-result';

/** What the unsubscribe page tells the visitor after the site asked the CMS (`?result=` of the page). */
export type UnsubscribeResult = LinkResult<'not-subscribed'>;

export function unsubscribeResult(status: number, data: { success: boolean; unsubscribed: boolean; code: string } | null): UnsubscribeResult {
  return linkResult(status, data && { success: data.success, done: data.unsubscribed }, 'not-subscribed');
}

export function toUnsubscribeResult(value: string | string[] | undefined): UnsubscribeResult | null {
  return readLinkResult(value, 'not-subscribed');
}
