/** What the confirmation page tells the visitor after the site asked the CMS (`?result=` of the page). */
const CONFIRM_RESULTS = ['done', 'already', 'invalid', 'failed'] as const;
export type ConfirmResult = (typeof CONFIRM_RESULTS)[number];

export function confirmResult(status: number, data: { success: boolean; confirmed: boolean; already_confirmed: boolean } | null): ConfirmResult {
  if (data?.success) return data.confirmed ? 'done' : 'already';
  return status === 400 ? 'invalid' : 'failed';
}

export function toConfirmResult(value: string | string[] | undefined): ConfirmResult | null {
  return CONFIRM_RESULTS.find((r) => r === value) ?? null;
}

/** A confirmation token as the CMS makes it: 32 random bytes, base64url. */
export const CONFIRM_TOKEN = /^[A-Za-z0-9_-]{43}$/;
