/** What the visitor is told after a newsletter submission. */
export type NewsletterOutcome =
  | { kind: 'success' }
  | { kind: 'already' }
  | { kind: 'error'; key: 'rateLimit' | 'invalidEmail' | 'blockedDomain' | 'generic' }
  | { kind: 'http'; status: number };

/**
 * Spec part 1 §8: "Newsletter errors, matched by message text: rate_limit or 'Too many attempts'
 * gives 'Too many attempts…'; invalid_email gives 'Please enter a valid email address';
 * blocked_domain gives 'This email domain is not allowed'; anything else gives 'Sorry, something
 * went wrong…'" and "Form errors …: the server's message, or 'HTTP error! status: {code}'".
 */
export function newsletterOutcome(status: number, body: unknown): NewsletterOutcome {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const ok = status >= 200 && status < 300;
  if (ok && record.success === true) return record.already_subscribed === true ? { kind: 'already' } : { kind: 'success' };
  const message = typeof record.message === 'string' ? record.message : typeof record.code === 'string' ? record.code : '';
  if (!message) return ok ? { kind: 'error', key: 'generic' } : { kind: 'http', status };
  if (/rate_limit|too many attempts/i.test(message)) return { kind: 'error', key: 'rateLimit' };
  if (/invalid_email/i.test(message)) return { kind: 'error', key: 'invalidEmail' };
  if (/blocked_domain/i.test(message)) return { kind: 'error', key: 'blockedDomain' };
  return { kind: 'error', key: 'generic' };
}

/** Spec part 1 §5: "e-mail required … format {email}". */
const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function checkNewsletterEmail(email: string): 'required' | 'invalid' | null {
  const value = email.trim();
  if (value === '') return 'required';
  return NEWSLETTER_EMAIL_PATTERN.test(value) ? null : 'invalid';
}
