import { z } from 'zod';
import { apiErrorOf, type ApiErrorCode } from '@/lib/http/api-error';

/** What the visitor is told after a newsletter submission. */
export type NewsletterOutcome =
  | { kind: 'success' }
  | { kind: 'already' }
  | { kind: 'error'; key: 'rateLimit' | 'invalidEmail' | 'blockedDomain' | 'generic' }
  | { kind: 'http'; status: number };

const NEWSLETTER_SUCCESS = z.object({ success: z.literal(true), already_subscribed: z.boolean().optional() });

/** The form's text for each refusal code of /api/newsletter (lib/newsletter/refusal.ts words the CMS's refusals so). */
const REFUSAL_TEXTS: Partial<Record<ApiErrorCode, 'rateLimit' | 'invalidEmail' | 'blockedDomain'>> = {
  rate_limit: 'rateLimit',
  invalid_email: 'invalidEmail',
  blocked_domain: 'blockedDomain',
};

/**
 * What /api/newsletter's answer tells the visitor: a refusal's code gives its text ("anything
 * else gives 'Sorry, something went wrong…'"), and an answer without one "'HTTP error! status:
 * {code}'".
 */
export function newsletterOutcome(status: number, body: unknown): NewsletterOutcome {
  const ok = status >= 200 && status < 300;
  const success = NEWSLETTER_SUCCESS.safeParse(body).data;
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
