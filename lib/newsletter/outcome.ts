import { apiErrorOf, type ApiErrorCode } from '@/lib/http/api-refusal';

/** What the visitor is told after a newsletter submission. */
export type NewsletterOutcome =
  | { kind: 'success' }
  | { kind: 'already' }
  | { kind: 'error'; key: 'rateLimit' | 'invalidEmail' | 'blockedDomain' | 'mailNotSent' | 'generic' }
  | { kind: 'http'; status: number };

/** `{ success: true, already_subscribed? }`, the answer of an accepted address. */
function successOf(body: unknown): { already_subscribed: boolean } | null {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if (record.success !== true || !['boolean', 'undefined'].includes(typeof record.already_subscribed)) return null;
  return { already_subscribed: record.already_subscribed === true };
}

/** The form's text for each refusal code of /api/newsletter (lib/newsletter/refusal.ts words the CMS's refusals so). */
const REFUSAL_TEXTS: Partial<Record<ApiErrorCode, 'rateLimit' | 'invalidEmail' | 'blockedDomain' | 'mailNotSent'>> = {
  rate_limit: 'rateLimit',
  invalid_email: 'invalidEmail',
  blocked_domain: 'blockedDomain',
  mail_not_sent: 'mailNotSent',
};

/**
 * What /api/newsletter's answer tells the visitor: a refusal's code gives its text ("anything
 * else gives 'Sorry, something went wrong…'"), and an answer without one "'HTTP error! status:
 * {code}'".
 */
export function newsletterOutcome(status: number, body: unknown): NewsletterOutcome {
  const ok = status >= 200 && status < 300;
  const success = successOf(body);
  if (ok && success) return success.already_subscribed ? { kind: 'already' } : { kind: 'success' };
  const refusal = apiErrorOf(body);
  if (refusal) return { kind: 'error', key: REFUSAL_TEXTS[refusal.error] ?? 'generic' };
  return ok ? { kind: 'error', key: 'generic' } : { kind: 'http', status };
}

/** "e-mail required … format {email}". */
const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function checkNewsletterEmail(email: string): 'required' | 'invalid' | null {
  const value = email.trim();
  if (value === '') return 'required';
  return NEWSLETTER_EMAIL_PATTERN.test(value) ? null : 'invalid';
}
