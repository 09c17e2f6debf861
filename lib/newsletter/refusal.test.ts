import { describe, expect, it } from '@jest/globals';
import { newsletterRefusal } from './refusal';

describe('the code of a subscription the CMS refused (matched by its message text)', () => {
  it('"rate_limit or \'Too many attempts\'" is rate_limit', () => {
    expect(newsletterRefusal('rate_limit')).toBe('rate_limit');
    expect(newsletterRefusal('Too many attempts, slow down')).toBe('rate_limit');
  });
  it('mail_not_sent (the CMS could not send the confirmation mail) keeps its code', () => {
    expect(newsletterRefusal('mail_not_sent')).toBe('mail_not_sent');
  });
  it('invalid_email and blocked_domain keep their codes', () => {
    expect(newsletterRefusal('invalid_email')).toBe('invalid_email');
    expect(newsletterRefusal('blocked_domain')).toBe('blocked_domain');
  });
  it('anything else, or nothing, is subscription_failed', () => {
    expect(newsletterRefusal('internal_server_error')).toBe('subscription_failed');
    expect(newsletterRefusal('')).toBe('subscription_failed');
  });
});
