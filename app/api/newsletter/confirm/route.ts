import { LOCALES } from '@/lib/constants';
import { confirmNewsletter } from '@/lib/cms/writes';
import { apiError } from '@/lib/http/api-error';
import { fromOurSite } from '@/lib/http/origin';
import { clientKey, createRateLimiter } from '@/lib/http/rate-limit';
import { localePath } from '@/lib/i18n/routing';
import { toLocale } from '@/lib/i18n/locales';
import { CONFIRM_TOKEN, confirmResult, type ConfirmResult } from '@/lib/newsletter/confirm-result';

/**
 * POST /api/newsletter/confirm (the confirmation page's button: token, lang): forwards the token
 * to the CMS that mailed it and sends the visitor back to the page with the result (303), so the
 * page works without JavaScript and a reload does not post again. A GET never confirms: mail
 * scanners open the links of every mail they pass, which would confirm addresses their owners
 * never asked for.
 */
export const dynamic = 'force-dynamic';

const limiter = createRateLimiter('newsletter-confirm', { limit: 20, windowMs: 10 * 60_000 });

/** A relative Location: the page on whatever host the visitor used (a proxy may hide it from us). */
function back(lang: string, result: ConfirmResult) {
  return new Response(null, { status: 303, headers: { location: localePath(toLocale(lang), `/newsletter/confirm?result=${result}`) } });
}

export async function POST(request: Request) {
  if (!fromOurSite(request)) return apiError(403, 'forbidden_origin');
  const form = await request.formData().catch(() => null);
  const token = String(form?.get('token') ?? '');
  const lang = String(form?.get('lang') ?? LOCALES[0]);
  if (!CONFIRM_TOKEN.test(token)) return back(lang, 'invalid');
  const client = clientKey(request.headers);
  if (!(await limiter.attempt(client))) return back(lang, 'failed');
  try {
    const answer = await confirmNewsletter(token, client);
    return back(lang, confirmResult(answer.status, answer.data));
  } catch (error) {
    console.error('[newsletter] confirmation failed:', error instanceof Error ? error.message : error);
    return back(lang, 'failed');
  }
}

export { GET, PUT, PATCH, DELETE } from '@/lib/http/post-only';
