import { test as base } from '@playwright/test';
import { E2E } from './env';

/** Talks to the fixture CMS's control API (scripts/cms-server.ts). */
async function control(method: string, path: string, body?: unknown) {
  const response = await fetch(`${E2E.cmsUrl}/__control/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`fixture CMS ${method} ${path}: ${response.status} ${await response.text()}`);
  return response.headers.get('content-type')?.includes('json') ? response.json() : response.text();
}

export type Fault = '500' | '429' | 'hang' | 'malformed' | 'wrong-shape';

export const cms = {
  injectFault: (match: string, fault: Fault, extra: { lang?: 'uk' | 'en'; times?: number } = {}) =>
    control('POST', 'faults', { match, fault, ...extra }),
  clearFaults: () => control('DELETE', 'faults'),
  requests: (match: string) => control('GET', `requests?match=${encodeURIComponent(match)}`),
  resetRequests: () => control('DELETE', 'requests'),
  patchContent: (body: unknown) => control('POST', 'content', body),
  resetContent: () => control('DELETE', 'content'),
};

/** Tests that inject faults run one at a time and always clear them afterwards. */
export const faultTest = base.extend<{ faults: typeof cms }>({
  faults: async ({}, provide) => {
    await cms.clearFaults();
    await provide(cms);
    await cms.clearFaults();
    await cms.resetContent();
  },
});
