import type { ApiErrorCode } from '@/lib/http/api-refusal';

/**
 * The code of a subscription the CMS turned down, from its message. The spec matches the CMS's
 * message text: "rate_limit or 'Too many attempts' gives 'Too many attempts…'; invalid_email
 * gives 'Please enter a valid email address'; blocked_domain gives 'This email domain is not
 * allowed'; anything else gives 'Sorry, something went wrong…'". The form maps these codes to
 * those texts. mail_not_sent (the CMS could not send the confirmation mail: issue 50, "answer
 * the visitor with 'we could not send the mail, try later'") has a text of its own.
 */
export function newsletterRefusal(cmsMessage: string): Extract<ApiErrorCode, 'rate_limit' | 'invalid_email' | 'blocked_domain' | 'mail_not_sent' | 'subscription_failed'> {
  if (/rate_limit|too many attempts/i.test(cmsMessage)) return 'rate_limit';
  if (/mail_not_sent/i.test(cmsMessage)) return 'mail_not_sent';
  if (/invalid_email/i.test(cmsMessage)) return 'invalid_email';
  if (/blocked_domain/i.test(cmsMessage)) return 'blocked_domain';
  return 'subscription_failed';
}
