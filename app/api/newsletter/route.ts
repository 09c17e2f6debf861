import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, NEWSLETTER_RATE_LIMIT } from '@/lib/constants';
import { subscribeNewsletter } from '@/lib/cms/writes';
import { readJson } from '@/lib/http/body';
import { fromOurSite } from '@/lib/http/origin';
import { clientKey, createRateLimiter } from '@/lib/http/rate-limit';

/**
 * POST /api/newsletter {email, website | honeypot, lang}: the newsletter form's subscription,
 * forwarded to the CMS's newsletter-subscribe. Answers `{success, already_subscribed}` or
 * `{message: code}` with a status that means something; the form maps the code to its text.
 */
export const dynamic = 'force-dynamic';

const bodySchema = z.object({
  email: z.string().max(254),
  /** The news page's decoy. */
  website: z.string().max(500).optional(),
  /** The home/footer decoy. */
  honeypot: z.string().max(500).optional(),
  lang: z.enum(LOCALES).optional().default(DEFAULT_LOCALE),
});

const limiter = createRateLimiter('newsletter', { limit: NEWSLETTER_RATE_LIMIT.attempts, windowMs: NEWSLETTER_RATE_LIMIT.windowMs });

function answer(status: number, message: string) {
  return Response.json({ success: false, message }, { status });
}

export async function POST(request: Request) {
  if (!fromOurSite(request)) return answer(403, 'forbidden_origin');
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) return answer(415, 'unsupported_media_type');
  const body = await readJson(request, bodySchema, NEWSLETTER_RATE_LIMIT.maxBodyBytes);
  if (!body.ok) return answer(body.status, { too_large: 'payload_too_large', not_json: 'invalid_json', invalid: 'invalid_email' }[body.problem]);
  const { email, website = '', honeypot = '', lang } = body.data;

  // A filled decoy is a robot: it is told it succeeded and nothing is forwarded.
  if (website.trim() !== '' || honeypot.trim() !== '') return Response.json({ success: true, already_subscribed: false });

  const client = clientKey(request.headers);
  if (!(await limiter.attempt(client))) {
    return Response.json(
      { success: false, message: 'rate_limit' },
      { status: 429, headers: { 'retry-after': String(Math.ceil(NEWSLETTER_RATE_LIMIT.windowMs / 1000)) } },
    );
  }

  try {
    const result = await subscribeNewsletter({ email: email.trim(), honeypot: '', lang }, client);
    if (result.data?.success) return Response.json({ success: true, already_subscribed: result.data.already_subscribed });
    const status = result.status >= 400 ? result.status : 502;
    // The CMS's own limit is the visitor's limit: always the rate_limit code the form maps.
    if (status === 429) return answer(429, 'rate_limit');
    return answer(status, result.message || 'subscription_failed');
  } catch (error) {
    console.error('[newsletter] forwarding failed:', error instanceof Error ? error.message : error);
    return answer(502, 'cms_unreachable');
  }
}

function notAllowed() {
  return Response.json({ error: 'method not allowed' }, { status: 405, headers: { allow: 'POST' } });
}
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
