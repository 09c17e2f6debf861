import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, NEWSLETTER_RATE_LIMIT } from '@/lib/constants';
import { subscribeNewsletter } from '@/lib/cms/writes';
import { getDictionary } from '@/lib/i18n/dictionary';
import { apiError, bodyRefusal, firstIssue } from '@/lib/http/api-error';
import { readJson } from '@/lib/http/body';
import { pagePathSchema } from '@/lib/http/page-path';
import { fromOurSite } from '@/lib/http/origin';
import { clientKey, createRateLimiter } from '@/lib/http/rate-limit';
import { newsletterRefusal } from '@/lib/newsletter/refusal';

/**
 * POST /api/newsletter {email, website | honeypot, lang, page}: the newsletter form's subscription,
 * forwarded to the CMS's newsletter-subscribe with the consent text the form shows in that
 * language (taken here, not from the visitor) and the page it was on; the CMS mails a
 * confirmation link. Answers `{success, already_subscribed}` or a refusal `{ error: code }`
 * (lib/http/api-error.ts); the form maps the code to its text.
 */
export const dynamic = 'force-dynamic';

const bodySchema = z.object({
  email: z.string().max(254),
  /** The news page's decoy. */
  website: z.string().max(500).optional(),
  /** The home/footer decoy. */
  honeypot: z.string().max(500).optional(),
  lang: z.enum(LOCALES).optional().default(DEFAULT_LOCALE),
  page: pagePathSchema,
});

const limiter = createRateLimiter('newsletter', { limit: NEWSLETTER_RATE_LIMIT.attempts, windowMs: NEWSLETTER_RATE_LIMIT.windowMs });
const retryAfter = { 'retry-after': String(Math.ceil(NEWSLETTER_RATE_LIMIT.windowMs / 1000)) };

export async function POST(request: Request) {
  if (!fromOurSite(request)) return apiError(403, 'forbidden_origin');
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) return apiError(415, 'unsupported_media_type');
  const body = await readJson(request, bodySchema, NEWSLETTER_RATE_LIMIT.maxBodyBytes);
  if (!body.ok) return bodyRefusal(body, firstIssue, 'invalid_email');
  const { email, website = '', honeypot = '', lang, page } = body.data;

  // A filled decoy is a robot: it is told it succeeded and nothing is forwarded.
  if (website.trim() !== '' || honeypot.trim() !== '') return Response.json({ success: true, already_subscribed: false });

  const client = clientKey(request.headers);
  if (!(await limiter.attempt(client))) return apiError(429, 'rate_limit', { headers: retryAfter });

  try {
    const consent = getDictionary(lang).newsletter.consent;
    const result = await subscribeNewsletter({ email: email.trim(), honeypot: '', lang, page, consent }, client);
    if (result.data?.success) return Response.json({ success: true, already_subscribed: result.data.already_subscribed });
    const status = result.status >= 400 ? result.status : 502;
    // The CMS's own limit is the visitor's limit.
    if (status === 429) return apiError(429, 'rate_limit');
    return apiError(status, newsletterRefusal(result.message));
  } catch (error) {
    console.error('[newsletter] forwarding failed:', error instanceof Error ? error.message : error);
    return apiError(502, 'cms_unreachable');
  }
}

export { GET, PUT, PATCH, DELETE } from '@/lib/http/post-only';
