/** What the unsubscribe page tells the visitor after the site asked the CMS (`?result=` of the page). */
const UNSUBSCRIBE_RESULTS = ['done', 'not-subscribed', 'invalid', 'failed'] as const;
export type UnsubscribeResult = (typeof UNSUBSCRIBE_RESULTS)[number];

export function unsubscribeResult(status: number, data: { success: boolean; unsubscribed: boolean; code: string } | null): UnsubscribeResult {
  if (data?.success) return data.unsubscribed ? 'done' : 'not-subscribed';
  return status === 400 ? 'invalid' : 'failed';
}

export function toUnsubscribeResult(value: string | string[] | undefined): UnsubscribeResult | null {
  return UNSUBSCRIBE_RESULTS.find((r) => r === value) ?? null;
}
