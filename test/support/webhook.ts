import type { APIRequestContext } from '@playwright/test';
import { E2E } from './env';

/** Calls the revalidation webhook as the office's WordPress does; `site` points at another server. */
export function callWebhook(request: APIRequestContext, data: Record<string, unknown>, site = '') {
  return request.post(`${site}/api/revalidate`, {
    headers: { 'x-revalidate-secret': E2E.siteEnv.REVALIDATE_SECRET ?? '', 'content-type': 'application/json' },
    data,
  });
}
