import { CONTACT_LIMITS, CONTACT_RATE_LIMIT } from '@/lib/constants';
import { readJson } from '@/lib/http/body';
import { fromOurSite } from '@/lib/http/origin';
import { clientKey, createRateLimiter } from '@/lib/http/rate-limit';
import { contactSubmissionSchema, describeContactIssue } from '@/lib/contact/schema';
import { sendContactMessage } from '@/lib/cms/writes';
import { getDictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/fill';

/**
 * POST /api/contact: the contact form's message, checked again here and forwarded to the CMS
 * (which, embedded, stores it on disk before answering). Answers `{ success, message }`, where
 * `message` is for the visitor; `error` explains a refusal to a developer.
 */
export const dynamic = 'force-dynamic';

const limiter = createRateLimiter('contact', { limit: CONTACT_RATE_LIMIT.attempts, windowMs: CONTACT_RATE_LIMIT.windowMs });

function refuse(status: number, error: string, headers?: Record<string, string>) {
  return Response.json({ success: false, message: '', error }, { status, headers });
}

export async function POST(request: Request) {
  if (!fromOurSite(request)) return refuse(403, 'cross-site requests are not accepted');
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) return refuse(415, 'send the message as application/json');
  const body = await readJson(request, contactSubmissionSchema, CONTACT_LIMITS.maxBodyBytes);
  if (!body.ok) {
    if (body.problem === 'too_large') return refuse(413, `the body is larger than ${CONTACT_LIMITS.maxBodyBytes} bytes`);
    return refuse(400, body.problem === 'not_json' ? 'the body is not valid JSON' : describeContactIssue(body.error));
  }
  const { url, lang, ...message } = body.data;

  // Spec part 2 §5: a filled honeypot is silently ignored: a robot gets a success and nothing is sent.
  if (url.trim() !== '') return Response.json({ success: true, message: '' });

  const client = clientKey(request.headers);
  const wait = await limiter.secondsToWait(client);
  if (wait > 0) {
    const texts = getDictionary(lang).contacts.form;
    return Response.json(
      { success: false, message: fill(texts.rateLimited, { minutes: Math.ceil(wait / 60) }), error: 'too many attempts' },
      { status: 429, headers: { 'retry-after': String(wait) } },
    );
  }

  try {
    const result = await sendContactMessage({ ...message, honeypot: '', lang }, client);
    if (result.data?.success) return Response.json({ success: true, message: result.data.message });
    if (result.data) return Response.json({ success: false, message: result.data.message, error: 'the CMS refused the message' }, { status: 422 });
    console.error(`[contact] the CMS answered ${result.status}${result.message ? ` (${result.message})` : ''}`);
    return refuse(502, `the CMS answered ${result.status}`);
  } catch (error) {
    console.error('[contact] sending failed:', error instanceof Error ? error.message : error);
    return refuse(502, 'the CMS could not be reached');
  }
}
