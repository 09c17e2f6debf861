/**
 * Typed client of the fixture CMS's control API (scripts/cms-server.ts), for Jest and Playwright.
 * `base` is the server's origin (`http://127.0.0.1:4010`); a `/wp-json` or `/__control` suffix is
 * accepted too.
 */
import type { ContentChange } from './overlay';
import type { Fault, FaultKind, LoggedRequest } from './server';

export type { ContentChange, Fault, FaultKind, LoggedRequest };

function controlUrl(base: string, path: string): string {
  const origin = base.replace(/\/+$/, '').replace(/\/(wp-json|__control)$/, '');
  return `${origin}/__control/${path}`;
}

async function call<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(controlUrl(base, path), {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`fixture CMS ${method} /__control/${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** Makes requests whose path (after /wp-json/) contains `match` (or matches `/regex/`) fail. */
export function injectFault(
  base: string,
  match: string,
  fault: FaultKind,
  options: { lang?: 'uk' | 'en'; times?: number } = {},
): Promise<{ ok: true; faults: Fault[] }> {
  return call(base, 'POST', 'faults', { match, fault, ...options });
}

export function listFaults(base: string): Promise<Fault[]> {
  return call<{ faults: Fault[] }>(base, 'GET', 'faults').then((r) => r.faults);
}

/** Removes every fault and ends requests left hanging. */
export function clearFaults(base: string): Promise<void> {
  return call(base, 'DELETE', 'faults').then(() => undefined);
}

/** Requests received since the last reset whose path contains `match` (or matches `/regex/`). */
export function requestLog(base: string, match = ''): Promise<LoggedRequest[]> {
  return call<{ requests: LoggedRequest[] }>(base, 'GET', `requests?match=${encodeURIComponent(match)}`).then((r) => r.requests);
}

export function requestCount(base: string, match = ''): Promise<number> {
  return call<{ count: number }>(base, 'GET', `requests?match=${encodeURIComponent(match)}`).then((r) => r.count);
}

export function resetRequests(base: string): Promise<void> {
  return call(base, 'DELETE', 'requests').then(() => undefined);
}

/**
 * Changes content in memory, on top of what it holds now, e.g.
 * `{lang: 'en', file: 'news', where: {slug}, patch: {title: 'New'}}`,
 * `{lang: 'uk', file: 'news', add: {...item}}`, `{file: 'en/pages/team.json', data}`.
 */
export function patchContent(base: string, change: ContentChange | ContentChange[]): Promise<{ ok: true; files: string[] }> {
  return call(base, 'POST', 'content', change);
}

/** Drops every content change (or one file's). */
export function resetContent(base: string, file?: string): Promise<void> {
  return call(base, 'DELETE', file ? `content?file=${encodeURIComponent(file)}` : 'content').then(() => undefined);
}

export async function isHealthy(base: string): Promise<boolean> {
  try {
    await call(base, 'GET', 'health');
    return true;
  } catch {
    return false;
  }
}
