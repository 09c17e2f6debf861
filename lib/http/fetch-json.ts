/**
 * The one way client components ask the site's own API (through SWR): JSON or an error that
 * carries the answer's status and the refusal code the API routes send (`{ error: code }`,
 * lib/http/api-error.ts). `isAnswer` checks the shape, so a wrong answer is an error too.
 */
class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`${code} (HTTP ${status})`);
    this.name = 'ApiRequestError';
  }
}

export async function fetchJson<T>(url: string, isAnswer: (value: unknown) => value is T): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const code = (body as { error?: unknown } | null)?.error;
    throw new ApiRequestError(response.status, typeof code === 'string' ? code : 'http_error');
  }
  if (!isAnswer(body)) throw new ApiRequestError(response.status, 'unexpected_answer');
  return body;
}
