import { CmsError } from './errors';
import {
  confirmResponseSchema,
  contactResponseSchema,
  newsletterResponseSchema,
  unsubscribeResponseSchema,
  viewsResponseSchema,
  type ConfirmResponse,
  type ContactResponse,
  type NewsletterResponse,
  type UnsubscribeResponse,
} from './schemas';
import { cmsRequest, endpointOf, ns } from './transport';
import type { CmsAnswer } from './types';

/**
 * Writes go from our API routes to the CMS, never from the browser. They are never cached.
 * A write answer keeps the CMS status so the route can map it (e.g. 429 → rate limit message).
 */
export interface WriteResult<T> {
  status: number;
  data: T | null;
  message: string;
}

function messageOf(answer: CmsAnswer): string {
  const body = answer.body as { message?: unknown; code?: unknown } | null;
  if (body && typeof body === 'object') {
    if (typeof body.code === 'string' && body.code) return body.code;
    if (typeof body.message === 'string') return body.message;
  }
  return '';
}

/** `client` is the visitor (the site's rate-limit key), which the CMS's per-client limit counts. */
async function post<T>(path: string, body: unknown, client: string, parse: (v: unknown) => T | null): Promise<WriteResult<T>> {
  const answer = await cmsRequest({ method: 'POST', path: ns(path), body, client });
  if (answer.status >= 200 && answer.status < 300) {
    const data = parse(answer.body);
    if (data === null) throw new CmsError(endpointOf({ path: ns(path) }), 'shape', 'unexpected answer');
    return { status: answer.status, data, message: messageOf(answer) };
  }
  return { status: answer.status, data: null, message: messageOf(answer) };
}

/** `page`: the site's path the form was on; `consent`: the consent text the form showed (the CMS keeps both with the sign-up). */
export function subscribeNewsletter(input: { email: string; honeypot: string; lang: string; page: string; consent: string }, client: string) {
  return post<NewsletterResponse>('newsletter-subscribe', input, client, (v) => newsletterResponseSchema.safeParse(v).data ?? null);
}

/** The token of an unsubscribe link, checked and acted on by the CMS that signed it. */
export function unsubscribeNewsletter(token: string, client: string) {
  return post<UnsubscribeResponse>('newsletter-unsubscribe', { token }, client, (v) => unsubscribeResponseSchema.safeParse(v).data ?? null);
}

/** The token of a confirmation link (double opt-in), checked and acted on by the CMS that mailed it. */
export function confirmNewsletter(token: string, client: string) {
  return post<ConfirmResponse>('newsletter-confirm', { token }, client, (v) => confirmResponseSchema.safeParse(v).data ?? null);
}

export function sendContactMessage(input: {
  name: string;
  email: string;
  subject: string;
  message: string;
  honeypot: string;
  lang: string;
  page?: string;
}, client: string) {
  return post<ContactResponse>('contact', input, client, (v) => contactResponseSchema.safeParse(v).data ?? null);
}

export function incrementViews(postId: number, client: string) {
  return post('increment-views', { post_id: postId }, client, (v) => viewsResponseSchema.safeParse(v).data ?? null);
}
