/**
 * The outcome of a newsletter answer from our /api/newsletter route, as a message key
 * (spec part 1 §8: "Newsletter errors, matched by message text: rate_limit or 'Too many attempts'
 * …; invalid_email …; blocked_domain …; anything else gives 'Sorry, something went wrong…'";
 * "Form errors …: the server's message, or 'HTTP error! status: {code}'").
 */
export type SubscribeOutcome =
  | { kind: 'success'; key: 'success' | 'already' }
  | { kind: 'error'; key: 'rateLimit' | 'invalid' | 'blockedDomain' | 'generic' }
  | { kind: 'error'; key: 'httpError'; status: number };

export function subscribeOutcome(status: number, body: unknown): SubscribeOutcome {
  const data = (body && typeof body === 'object' ? body : {}) as { success?: unknown; already_subscribed?: unknown; message?: unknown; code?: unknown; error?: unknown };
  if (status >= 200 && status < 300 && data.success === true) {
    return { kind: 'success', key: data.already_subscribed === true ? 'already' : 'success' };
  }
  const text = [data.code, data.message, data.error].filter((v): v is string => typeof v === 'string' && v !== '').join(' ');
  if (/rate_limit|too many attempts/i.test(text) || status === 429) return { kind: 'error', key: 'rateLimit' };
  if (/invalid_email/i.test(text)) return { kind: 'error', key: 'invalid' };
  if (/blocked_domain/i.test(text)) return { kind: 'error', key: 'blockedDomain' };
  if (text) return { kind: 'error', key: 'generic' };
  if (status >= 200 && status < 300) return { kind: 'error', key: 'generic' };
  return { kind: 'error', key: 'httpError', status };
}

/** Spec part 1 §5: "e-mail required"; the format check mirrors the server's. */
export function subscribeEmailError(email: string): 'required' | 'invalid' | null {
  const value = email.trim();
  if (!value) return 'required';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : 'invalid';
}
