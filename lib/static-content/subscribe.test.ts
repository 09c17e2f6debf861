import { describe, expect, it } from '@jest/globals';
import { subscribeEmailError, subscribeOutcome } from './subscribe';

describe('subscribe form answers (spec part 1 §8)', () => {
  it('success, or already subscribed', () => {
    expect(subscribeOutcome(200, { success: true, already_subscribed: false, message: '' })).toEqual({ kind: 'success', key: 'success' });
    expect(subscribeOutcome(200, { success: true, already_subscribed: true })).toEqual({ kind: 'success', key: 'already' });
  });

  it('"rate_limit or \'Too many attempts\'" gives the 10-minute message', () => {
    expect(subscribeOutcome(429, { message: 'rate_limit' }).key).toBe('rateLimit');
    expect(subscribeOutcome(400, { message: 'Too many attempts, slow down' }).key).toBe('rateLimit');
    expect(subscribeOutcome(429, {}).key).toBe('rateLimit');
  });

  it('invalid_email and blocked_domain have their own messages; anything else is the generic one', () => {
    expect(subscribeOutcome(400, { success: false, message: 'invalid_email' }).key).toBe('invalid');
    expect(subscribeOutcome(400, { code: 'blocked_domain' }).key).toBe('blockedDomain');
    expect(subscribeOutcome(502, { message: 'upstream failed' }).key).toBe('generic');
    expect(subscribeOutcome(200, { success: false }).key).toBe('generic');
  });

  it('"HTTP error! status: {code}" when there is no message', () => {
    expect(subscribeOutcome(500, null)).toEqual({ kind: 'error', key: 'httpError', status: 500 });
  });
});

describe('subscribe e-mail check', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['name', 'invalid'],
    ['a@b', 'invalid'],
    ['a b@c.d', 'invalid'],
    ['a@b.cd', null],
    [' olena@example.org ', null],
  ])('%j → %j', (email, expected) => {
    expect(subscribeEmailError(email)).toBe(expected);
  });
});
