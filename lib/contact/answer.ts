import { apiErrorOf } from '@/lib/http/api-refusal';
import { fill } from '@/lib/i18n/fill';

/** `{ success: true, message }`, the answer of an accepted message. */
function successOf(body: unknown): { message: string } | null {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return record.success === true && typeof record.message === 'string' ? { message: record.message } : null;
}

/** The form's texts an answer of /api/contact can show. */
export interface ContactAnswerTexts {
  success: string;
  errorGeneral: string;
  rateLimited: string;
}

/**
 * What /api/contact's answer tells the visitor: success shows the server message or
 * form_success_message; a refusal the CMS worded shows its message, the site's limit says when to
 * try again (from Retry-After), anything else form_error_general.
 */
export function contactAnswer(
  response: { ok: boolean; retryAfter: string | null },
  body: unknown,
  texts: ContactAnswerTexts,
): { kind: 'success' | 'error'; message: string } {
  const success = successOf(body);
  if (response.ok && success) return { kind: 'success', message: success.message || texts.success };
  const refusal = apiErrorOf(body);
  if (refusal?.error === 'rate_limit') {
    const minutes = Math.max(1, Math.ceil(Number(response.retryAfter ?? 0) / 60) || 1);
    return { kind: 'error', message: fill(texts.rateLimited, { minutes }) };
  }
  return { kind: 'error', message: (refusal?.error === 'cms_refused' && refusal.message) || texts.errorGeneral };
}
