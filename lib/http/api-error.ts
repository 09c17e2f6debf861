import type { ZodError } from 'zod';
import type { ApiError, ApiErrorCode } from './api-refusal';
import type { JsonBody } from './body';


/**
 * The one shape of an API route's refusal: `{ error: code }` with a status that means something.
 * The code is for programs: a client maps it to its own text in the visitor's language (the
 * contact and newsletter forms do). `detail` explains the refusal to a developer; `message` is
 * the CMS's own words for the visitor, when the refusal is the CMS's (a contact message it
 * turned down).
 */



export function apiError(status: number, error: ApiErrorCode, options: { detail?: string; message?: string; headers?: HeadersInit } = {}): Response {
  const { headers, ...rest } = options;
  const body: ApiError = { error, ...rest };
  return Response.json(body, { status, headers });
}

/**
 * The refusal of a body `readJson` turned down: 413 payload_too_large, 400 invalid_json, or 400
 * `invalid` (invalid_body unless the route names it) with the first problem described.
 */
export function bodyRefusal(
  body: Exclude<JsonBody<unknown>, { ok: true }>,
  describe: (error: ZodError) => string,
  invalid: ApiErrorCode = 'invalid_body',
): Response {
  if (body.problem === 'too_large') return apiError(413, 'payload_too_large');
  if (body.problem === 'not_json') return apiError(400, 'invalid_json', { detail: 'the body is not valid JSON' });
  return apiError(400, invalid, { detail: describe(body.error) });
}

/** The first problem zod found, as `path message`. */
export function firstIssue(error: ZodError): string {
  const issue = error.issues[0];
  return `${issue?.path.join('.') || '(root)'} ${issue?.message ?? ''}`.trim();
}

/** An API answer's refusal, or null when the body is not one (an answer that is not JSON, a success). */
