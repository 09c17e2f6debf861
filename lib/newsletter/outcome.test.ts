import { describe, expect, it } from '@jest/globals';
import { checkNewsletterEmail, newsletterOutcome } from './outcome';

describe('newsletter outcome', () => {
  it('success, or already subscribed', () => {
    expect(newsletterOutcome(200, { success: true, already_subscribed: false })).toEqual({ kind: 'success' });
    expect(newsletterOutcome(200, { success: true, already_subscribed: true })).toEqual({ kind: 'already' });
  });
  it('"rate_limit or \'Too many attempts\' gives \'Too many attempts…\'" (within the hour of NEWSLETTER_RATE_LIMIT)', () => {
    expect(newsletterOutcome(429, { error: 'rate_limit' })).toEqual({ kind: 'error', key: 'rateLimit' });
  });
  it('a confirmation mail the CMS could not send: "we could not send the mail, try later" (issue 50)', () => {
    expect(newsletterOutcome(503, { error: 'mail_not_sent' })).toEqual({ kind: 'error', key: 'mailNotSent' });
  });
  it('invalid_email and blocked_domain', () => {
    expect(newsletterOutcome(400, { error: 'invalid_email', detail: 'email: too long' })).toEqual({ kind: 'error', key: 'invalidEmail' });
    expect(newsletterOutcome(400, { error: 'blocked_domain' })).toEqual({ kind: 'error', key: 'blockedDomain' });
  });
  it('"anything else gives \'Sorry, something went wrong…\'"', () => {
    expect(newsletterOutcome(502, { error: 'cms_unreachable' })).toEqual({ kind: 'error', key: 'generic' });
    expect(newsletterOutcome(500, { error: 'subscription_failed' })).toEqual({ kind: 'error', key: 'generic' });
    expect(newsletterOutcome(200, { success: false })).toEqual({ kind: 'error', key: 'generic' });
  });
  it('"HTTP error! status: {code}" when there is no message', () => {
    expect(newsletterOutcome(502, null)).toEqual({ kind: 'http', status: 502 });
    expect(newsletterOutcome(500, { message: '' })).toEqual({ kind: 'http', status: 500 });
    expect(newsletterOutcome(503, '<html>Bad gateway</html>')).toEqual({ kind: 'http', status: 503 });
  });
});

describe('newsletter e-mail check', () => {
  it('"e-mail required", "format {email}"', () => {
    expect(checkNewsletterEmail('  ')).toBe('required');
    expect(checkNewsletterEmail('not-an-email')).toBe('invalid');
    expect(checkNewsletterEmail('a@b')).toBe('invalid');
    expect(checkNewsletterEmail(' reader@example.org ')).toBeNull();
  });
});
