import { describe, expect, it } from '@jest/globals';
import { CONTACT_LIMITS } from '@/lib/constants';
import { truncatedDescription } from './coordinator';
import { clientKey } from '@/lib/http/rate-limit';
import { memoryRateLimiter } from '@/lib/http/rate-limiter';
import { contactSubmissionSchema, describeContactIssue } from './schema';
import { checkContactForm, type ContactFormValues } from './validate';

const texts = { empty: 'EMPTY', email: 'EMAIL' };
const valid: ContactFormValues = { name: 'Olena', email: 'olena@example.com', subject: 'Grant', message: 'Hello', url: '' };

describe('contact form validation', () => {
  it('"name, email, subject and message must be non-empty after trimming; otherwise the error is the page\'s form_error_empty"', () => {
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      expect(checkContactForm({ ...valid, [field]: '   ' }, texts)).toEqual({ kind: 'invalid', message: 'EMPTY' });
    }
  });

  it('"The email must match the simple pattern text, at sign, text, dot, text with no spaces; otherwise form_error_email"', () => {
    for (const email of ['olena', 'olena@example', 'ol ena@example.com', '@example.com', 'olena@.com', 'a@b.']) {
      expect(checkContactForm({ ...valid, email }, texts)).toEqual({ kind: 'invalid', message: 'EMAIL' });
    }
    expect(checkContactForm({ ...valid, email: ' a@b.c ' }, texts)).toEqual({ kind: 'ok' });
  });

  it('checks emptiness before the e-mail pattern', () => {
    expect(checkContactForm({ ...valid, email: 'bad', name: '' }, texts)).toEqual({ kind: 'invalid', message: 'EMPTY' });
  });

  it('"A hidden honeypot field named url exists: if filled, the submit is silently ignored"', () => {
    expect(checkContactForm({ ...valid, url: 'http://spam.example' }, texts)).toEqual({ kind: 'ignore' });
    expect(checkContactForm({ ...valid, name: '', url: 'x' }, texts)).toEqual({ kind: 'ignore' });
  });
});

describe('contact API schema', () => {
  it('trims and accepts a valid message', () => {
    const parsed = contactSubmissionSchema.parse({ ...valid, name: '  Olena ', lang: 'en' });
    expect(parsed.name).toBe('Olena');
    expect(parsed.url).toBe('');
  });

  /** The schema's complaint about an input; a test fails here when the schema accepts it. */
  function issueWith(input: Record<string, unknown>): string {
    const result = contactSubmissionSchema.safeParse(input);
    if (result.success) throw new Error(`the schema accepted ${JSON.stringify(input)}`);
    return describeContactIssue(result.error);
  }

  it('bounds every field and says which one is wrong', () => {
    expect(issueWith({ ...valid, message: 'x'.repeat(CONTACT_LIMITS.message + 1) })).toMatch(/message is longer than 5000/);
    expect(issueWith({ ...valid, subject: '  ' })).toBe('subject is required');
    expect(issueWith({ ...valid, name: 5 })).toBe('name must be text');
    expect(issueWith({ ...valid, email: 'nope' })).toBe('email is not a valid address');
    expect(issueWith({ ...valid, lang: 'fr' })).toBe('lang must be one of uk, en');
  });
});

describe('attempt limiter', () => {
  it('allows the limit within a window, then asks to wait until the window ends', async () => {
    let now = 0;
    const limiter = memoryRateLimiter({ limit: 2, windowMs: 60_000 }, () => now);
    expect(await limiter.secondsToWait('a')).toBe(0);
    now = 1000;
    expect(await limiter.secondsToWait('a')).toBe(0);
    now = 2000;
    expect(await limiter.secondsToWait('a')).toBe(58);
    expect(await limiter.isBlocked('a')).toBe(true);
    expect(await limiter.secondsToWait('b')).toBe(0);
    now = 60_000;
    expect(await limiter.isBlocked('a')).toBe(false);
    expect(await limiter.attempt('a')).toBe(true);
  });

  it('keys clients by the address our proxy saw, never by a hop the client wrote', () => {
    const behindProxy = true;
    expect(clientKey(new Headers({ 'x-real-ip': '198.51.100.4', 'x-forwarded-for': '203.0.113.7, 198.51.100.4' }), behindProxy)).toBe('198.51.100.4');
    expect(clientKey(new Headers({ 'x-forwarded-for': 'spoofed, 203.0.113.7' }), behindProxy)).toBe('203.0.113.7');
    expect(clientKey(new Headers({ 'x-forwarded-for': '203.0.113.7' }), behindProxy)).toBe('203.0.113.7');
    expect(clientKey(new Headers(), behindProxy)).toBe('local');
  });

  it('without TRUST_PROXY, ignores X-Real-IP, which only our proxy would set', () => {
    expect(clientKey(new Headers({ 'x-real-ip': '198.51.100.4', 'x-forwarded-for': '203.0.113.7' }), false)).toBe('203.0.113.7');
  });
});

describe('coordinator description', () => {
  it('"is truncated to 150 characters with an ellipsis until expanded"', () => {
    expect(truncatedDescription('x'.repeat(150))).toBeNull();
    expect(truncatedDescription('x'.repeat(151))).toBe(`${'x'.repeat(150)}…`);
  });
});
