import { LOCALES } from '@/lib/constants';
import { apiError } from '@/lib/http/api-error';
import { fromOurSite } from '@/lib/http/origin';
import { clientKey, createRateLimiter } from '@/lib/http/rate-limit';
import { localePath } from '@/lib/i18n/routing';
import { toLocale } from '@/lib/i18n/locales';

/** What a newsletter mail's link does on its page's button (confirm, unsubscribe). */
interface TokenAction<Result extends string> {
  /** The rate limiter's name and the log's word. */
  name: string;
  /** The page the visitor is sent back to, without the language (`/newsletter/confirm`). */
  page: string;
  /** The shape of a token this action can take; any other is 'invalid' without asking the CMS. */
  token: RegExp;
  /** Asks the CMS, and reads its answer as a result of the page. */
  send: (token: string, client: string) => Promise<Result>;
}

/**
 * The POST handler of a newsletter link's page (token, lang): forwards the token to the CMS and
 * sends the visitor back to the page with the result (303), so the page works without JavaScript
 * and a reload does not post again. A GET never acts: mail scanners open every link of a mail.
 */
export function tokenActionRoute<Result extends string>(action: TokenAction<Result | 'invalid' | 'failed'>) {
  const limiter = createRateLimiter(`newsletter-${action.name}`, { limit: 20, windowMs: 10 * 60_000 });
  // A relative Location: the page on whatever host the visitor used (a proxy may hide it from us).
  const back = (lang: string, result: Result | 'invalid' | 'failed') =>
    new Response(null, { status: 303, headers: { location: localePath(toLocale(lang), `${action.page}?result=${result}`) } });

  return async function POST(request: Request): Promise<Response> {
    if (!fromOurSite(request)) return apiError(403, 'forbidden_origin');
    const form = await request.formData().catch(() => null);
    const token = String(form?.get('token') ?? '');
    const lang = String(form?.get('lang') ?? LOCALES[0]);
    if (!action.token.test(token)) return back(lang, 'invalid');
    const client = clientKey(request.headers);
    if (!(await limiter.attempt(client))) return back(lang, 'failed');
    try {
      return back(lang, await action.send(token, client));
    } catch (error) {
      console.error(`[newsletter] ${action.name} failed:`, error instanceof Error ? error.message : error);
      return back(lang, 'failed');
    }
  };
}
