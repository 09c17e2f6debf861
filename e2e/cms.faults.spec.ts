import { expect, test, type APIRequestContext } from '@playwright/test';
import { cms, type Fault } from '../test/support/cms';
import { readContent } from '../test/support/content';
import { expectFreshPage } from '../test/support/page-cache';
import { FAULT_ROUTES } from '../test/support/routes';
import { callWebhook } from '../test/support/webhook';

/**
 * CMS fault suite: for every page of the route table and each fault, a page cached before
 * the fault keeps its content through a revalidation during the fault (never a 500 or an empty
 * page), the wait stays bounded, and the site recovers by itself when the fault ends.
 */
test.describe.configure({ mode: 'serial' });

const FAULTS: Fault[] = ['500', '429', 'hang', 'malformed', 'wrong-shape'];

async function revalidateEverything(request: APIRequestContext) {
  expect((await callWebhook(request, { type: 'all' })).status()).toBe(200);
}

async function expectGoodPage(request: APIRequestContext, path: string, marker: string) {
  const started = Date.now();
  const response = await request.get(path);
  const waited = Date.now() - started;
  expect(response.status(), path).toBe(200);
  const html = (await response.text()).replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  expect(html, path).toContain(marker);
  return waited;
}

test.afterAll(async () => {
  await cms.clearFaults();
});

for (const fault of FAULTS) {
  test(`every cached page survives the fault "${fault}" during revalidation and recovers`, async ({ request }) => {
    test.setTimeout(240_000);
    const pages = FAULT_ROUTES.flatMap((route) =>
      (['uk', 'en'] as const).map((lang) => ({ path: `/${lang}${route.path(lang)}`, marker: route.marker(lang, readContent) })),
    );
    // Cached before the fault.
    for (const page of pages) await expectGoodPage(request, page.path, page.marker);

    await cms.injectFault('/./', fault);
    await revalidateEverything(request);
    for (const page of pages) {
      const waited = await expectGoodPage(request, page.path, page.marker);
      expect(waited, `${page.path} kept the visitor waiting`).toBeLessThan(E2E_WAIT_BOUND_MS);
    }
    // Once the regeneration during the fault has ended, what it stored is still the good page.
    for (const page of pages) {
      await expectFreshPage(request, page.path);
      await expectGoodPage(request, page.path, page.marker);
    }

    await cms.clearFaults();
    await revalidateEverything(request);
    for (const page of pages) await expectGoodPage(request, page.path, page.marker);
  });
}

/** A visitor never waits much longer than the CMS timeout (2 s in the e2e setup). */
const E2E_WAIT_BOUND_MS = 6_000;
