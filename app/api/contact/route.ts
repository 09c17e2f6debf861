import { CONTACT_LIMITS, CONTACT_RATE_LIMIT } from '@/lib/constants';
import { readJson } from '@/lib/http/body';
import { apiError, bodyRefusal } from '@/lib/http/api-error';
import { fromOurSite } from '@/lib/http/origin';
import { clientKey, createRateLimiter } from '@/lib/http/rate-limit';
import { contactSubmissionSchema, describeContactIssue } from '@/lib/contact/schema';
import { sendContactMessage } from '@/lib/cms/writes';

/**
 * POST /api/contact: the contact form's message, checked again here and forwarded to the CMS
 * (which, embedded, stores it on disk before answering). Answers `{ success: true, message }`
 * (the CMS's words for the visitor, may be empty) or a refusal `{ error: code }`
 * (lib/http/api-error.ts) that the form maps to its texts.
 */
export const dynamic = 'force-dynamic';

const limiter = createRateLimiter('contact', { limit: CONTACT_RATE_LIMIT.attempts, windowMs: CONTACT_RATE_LIMIT.windowMs });

export async function POST(request: Request) {
  if (!fromOurSite(request)) return apiError(403, 'forbidden_origin');
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) return apiError(415, 'unsupported_media_type', { detail: 'send the message as application/json' });
  const body = await readJson(request, contactSubmissionSchema, CONTACT_LIMITS.maxBodyBytes);
  if (!body.ok) return bodyRefusal(body, describeContactIssue);
  const { url, lang, ...message } = body.data;

  // A filled honeypot is silently ignored: a robot gets a success and nothing is sent.
  if (url.trim() !== '') return Response.json({ success: true, message: '' });

  const client = clientKey(request.headers);
  const wait = await limiter.secondsToWait(client);
  if (wait > 0) return apiError(429, 'rate_limit', { headers: { 'retry-after': String(wait) } });

  try {
    const result = await sendContactMessage({ ...message, honeypot: '', lang }, client);
    if (result.data?.success) return Response.json({ success: true, message: result.data.message });
    if (result.data) return apiError(422, 'cms_refused', { message: result.data.message });
    console.error(`[contact] the CMS answered ${result.status}${result.message ? ` (${result.message})` : ''}`);
    return apiError(502, 'cms_error', { detail: `the CMS answered ${result.status}` });
  } catch (error) {
    console.error('[contact] sending failed:', error instanceof Error ? error.message : error);
    return apiError(502, 'cms_unreachable');
  }
}

export { GET, PUT, PATCH, DELETE } from '@/lib/http/post-only';
