import type { ZodType } from 'zod';
import { config } from '@/lib/config';
import { CmsError, isNotFound } from './errors';
import type { CmsAnswer, CmsRequest, Parsed } from './types';

/**
 * The one way to reach the CMS: HTTP to CMS_API_URL with a timeout, or the embedded CMS
 * (content/) when it is unset. Routes and tests never know which.
 */

export function endpointOf(request: Pick<CmsRequest, 'path' | 'query'>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const qs = query.toString();
  return qs ? `${request.path}?${qs}` : request.path;
}

function headerNumber(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * The headers of docs/cms-contract/README.md#conventions ("Requests from the site"): every call says it is the site's
 * (WordPress gives `wp/v2/posts` the contract's shape for it only); a write carries the shared
 * secret and the visitor's address; a draft read carries its preview token.
 */
export function requestHeaders(request: CmsRequest, writeSecret = config.cmsWriteSecret): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-site-request': '1' };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.method === 'POST' && writeSecret) headers['x-write-secret'] = writeSecret;
  if (request.client) headers['x-client-address'] = request.client;
  if (request.previewToken) headers['x-preview-token'] = request.previewToken;
  return headers;
}

async function httpTransport(baseUrl: string, request: CmsRequest): Promise<CmsAnswer> {
  const endpoint = endpointOf(request);
  const headers = requestHeaders(request);
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/${endpoint}`, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(config.cmsTimeoutMs),
      // Caching is the getters' job (unstable_cache); the transport always asks.
      cache: 'no-store',
    });
  } catch (cause) {
    const timedOut = cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
    throw new CmsError(endpoint, timedOut ? 'timeout' : 'network', timedOut ? `no answer within ${config.cmsTimeoutMs} ms` : 'unreachable', { cause });
  }
  const text = await response.text();
  let body: unknown = null;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch (cause) {
      throw new CmsError(endpoint, 'parse', `malformed JSON (status ${response.status})`, { status: response.status, cause });
    }
  }
  return {
    status: response.status,
    body,
    total: headerNumber(response.headers.get('x-wp-total')),
    totalPages: headerNumber(response.headers.get('x-wp-totalpages')),
  };
}

async function embeddedTransport(request: CmsRequest): Promise<CmsAnswer> {
  const { handleEmbedded } = await import('./embedded/router');
  return handleEmbedded(request);
}

/** Sends a request and returns the raw answer; throws CmsError for transport failures. */
export async function cmsRequest(request: CmsRequest): Promise<CmsAnswer> {
  return config.cmsApiUrl ? httpTransport(config.cmsApiUrl, request) : embeddedTransport(request);
}

/**
 * GET + validation. A non-2xx status or a body that does not parse is a failed call
 * (CmsError); a 404 is reported as kind `not_found` so getters can tell "gone" from "broken".
 */
export async function cmsGet<T>(
  schema: ZodType<T>,
  path: string,
  query: CmsRequest['query'] = {},
  options: { previewToken?: string } = {},
): Promise<Parsed<T>> {
  const answer = await cmsRequest({ method: 'GET', path, query, previewToken: options.previewToken });
  return validate(schema, { path, query }, answer);
}

/**
 * `cmsGet`'s data, or null when the CMS answers "not found" (an unpublished or unknown item):
 * the getters of single items cache that null, so such a page is a 404. Other failures throw.
 */
export async function cmsGetOrNull<T>(
  schema: ZodType<T>,
  path: string,
  query: CmsRequest['query'] = {},
  options: { previewToken?: string } = {},
): Promise<T | null> {
  try {
    return (await cmsGet(schema, path, query, options)).data;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

function validate<T>(schema: ZodType<T>, request: Pick<CmsRequest, 'path' | 'query'>, answer: CmsAnswer): Parsed<T> {
  const endpoint = endpointOf(request);
  if (answer.status === 404) throw new CmsError(endpoint, 'not_found', 'not found', { status: 404 });
  if (answer.status < 200 || answer.status >= 300) {
    throw new CmsError(endpoint, 'http', `status ${answer.status}`, { status: answer.status });
  }
  const result = schema.safeParse(answer.body);
  if (!result.success) {
    const first = result.error.issues[0];
    const where = first?.path.length ? first.path.join('.') : '(root)';
    throw new CmsError(endpoint, 'shape', `unexpected shape at ${where}: ${first?.message ?? 'invalid'}`, {
      status: answer.status,
      cause: result.error,
    });
  }
  return { data: result.data, total: answer.total, totalPages: answer.totalPages };
}

export function ns(path: string): string {
  return `${config.cmsNamespace}/${path}`;
}
