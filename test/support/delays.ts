import { test, type APIRequestContext } from '@playwright/test';

export interface Fetched {
  status: number;
  html: string;
  location: string;
}

/** A page as a visitor's browser gets it (no redirect followed, so a redirect can be seen). */
export async function fetchPage(request: APIRequestContext, path: string): Promise<Fetched> {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = (await response.text()).replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  return { status: response.status(), html, location: response.headers().location ?? '' };
}

/**
 * Polls every path (100 ms apart) until `check` holds for it, and returns per path the
 * milliseconds from `since` to the answer that first passed; a path that never passed within
 * `timeoutMs` is missing from the result.
 */
export async function delaysUntil(
  request: APIRequestContext,
  paths: string[],
  check: (page: Fetched, path: string) => boolean,
  since: number,
  timeoutMs = 10_000,
): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  await Promise.all(
    paths.map(async (path) => {
      while (Date.now() - since < timeoutMs) {
        if (check(await fetchPage(request, path), path)) {
          out[path] = Date.now() - since;
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  );
  return out;
}

/** Prints a measured delay and keeps it in the report (an annotation of the test). */
export function report(what: string, figures: Record<string, number | undefined>): void {
  const text = Object.entries(figures)
    .map(([name, ms]) => `${name} ${ms === undefined ? 'never' : `${ms} ms`}`)
    .join(', ');
  console.log(`[delay] ${what}: ${text}`);
  test.info().annotations.push({ type: 'delay', description: `${what}: ${text}` });
}
