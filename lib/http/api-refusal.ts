/**
 * The codes of an API route's refusal (`{ error: code }`, lib/http/api-error.ts) and their check
 * on the client. Kept apart from the routes' module so a form's bundle carries no zod.
 */
const API_ERROR_CODES = [
  'forbidden_origin',
  'unsupported_media_type',
  'payload_too_large',
  'invalid_json',
  'invalid_body',
  'invalid_query',
  'invalid_email',
  'blocked_domain',
  'rate_limit',
  'method_not_allowed',
  'unauthorized',
  'forbidden',
  'not_configured',
  'not_found',
  'cms_refused',
  'subscription_failed',
  'mail_not_sent',
  'cms_error',
  'cms_unreachable',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export interface ApiError {
  error: ApiErrorCode;
  detail?: string;
  message?: string;
}

const isCode = (value: unknown): value is ApiErrorCode => (API_ERROR_CODES as readonly unknown[]).includes(value);
const optionalText = (value: unknown) => value === undefined || typeof value === 'string';

/** A refusal of one of the site's API routes, or null for any other body. */
export function apiErrorOf(body: unknown): ApiError | null {
  if (!body || typeof body !== 'object') return null;
  const { error, detail, message } = body as Record<string, unknown>;
  if (!isCode(error) || !optionalText(detail) || !optionalText(message)) return null;
  return { error, ...(detail === undefined ? {} : { detail: detail as string }), ...(message === undefined ? {} : { message: message as string }) };
}
