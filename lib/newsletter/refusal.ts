import type { ApiErrorCode } from '@/lib/http/api-refusal';

/**
 * The code of a subscription the CMS turned down, from its message. The spec matches the CMS's
 * message text: "rate_limit or 'Too many attempts' gives 'Too many attempts…'; invalid_email
 * gives 'Please enter a valid email address'; blocked_domain gives 'This email domain is not
 * allowed'; anything else gives 'Sorry, something went wrong…'". The form maps these codes to
 * those texts.
 */
export function newsletterRefusal(cmsMessage: string): Extract<ApiErrorCode, 'rate_limit' | 'invalid_email' | 'blocked_domain' | 'subscription_failed'> {
  if (/rate_limit|too many attempts/i.test(cmsMessage)) return 'rate_limit';
  if (/invalid_email/i.test(cmsMessage)) return 'invalid_email';
  if (/blocked_domain/i.test(cmsMessage)) return 'blocked_domain';
  return 'subscription_failed';
}
