import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { readContent } from '../test/support/content';
import { delaysUntil, fetchPage, report } from '../test/support/delays';
import { E2E } from '../test/support/env';
import { expectFreshPage } from '../test/support/page-cache';
import { FAULT_ROUTES } from '../test/support/routes';
import { callWebhook } from '../test/support/webhook';
import { phpServerPid, wpRest, wpWrite } from '../test/support/wordpress';

/**
 * WordPress down (its servers stopped) or slower than CMS_TIMEOUT_MS (PHP's server
 * paused). Every page cached before keeps serving its content through a revalidation during the
 * outage, a search (never cached) says it failed instead of inventing results, and once WordPress
 * is back the next revalidation, sent by WordPress itself, shows what the office changed.
 * Runs in the wordpress-publishing project, one test at a time: nothing else uses WordPress meanwhile.
 */
type Lang = 'uk' | 'en';
/** A visitor never waits much longer than the CMS timeout (as the faults specs bound it). */
const WAIT_BOUND_MS = Number(E2E.siteEnv.CMS_TIMEOUT_MS) + 4_000;

const pagesOf = (lang: Lang) => FAULT_ROUTES.map((route) => ({ path: `/${lang}${route.path(lang)}`, marker: route.marker(lang, readContent) }));

async function expectGoodPages(request: APIRequestContext, pages: { path: string; marker: string }[]) {
  for (const { path, marker } of pages) {
    const started = Date.now();
    const page = await fetchPage(request, path);
    expect(page.status, path).toBe(200);
    expect(page.html, path).toContain(marker);
    expect(Date.now() - started, `${path} kept the visitor waiting`).toBeLessThan(WAIT_BOUND_MS);
  }
}

/** scripts/wordpress.sh with this run's WordPress (its port and state folder). */
function wordpressScript(command: 'up' | 'stop') {
  execFileSync('bash', ['scripts/wordpress.sh', command], {
    env: { ...process.env, WP_PORT: String(E2E.wordpress.port), WP_STATE_DIR: E2E.wordpress.stateDir },
    stdio: 'pipe',
    timeout: 120_000,
  });
}

/** PHP's server and its workers share one process group. */
const signalPhp = (signal: NodeJS.Signals) => process.kill(-phpServerPid(), signal);

/** During the outage: a revalidation of everything (as the 5-minute window or a publication before the outage would). */
async function outage(request: APIRequestContext, lang: Lang, search: string) {
  const pages = pagesOf(lang);
  expect((await callWebhook(request, { type: 'all' })).status()).toBe(200);
  await expectGoodPages(request, pages);
  // Once the regenerations that met the outage have ended (each call gives up after
  // CMS_TIMEOUT_MS), what they stored is still the good pages.
  for (const { path } of pages) await expectFreshPage(request, path, 60_000);
  await expectGoodPages(request, pages);
  // Never cached: the search answers that it failed, with no results made up.
  const answer = await request.get(`/api/search?q=${encodeURIComponent(search)}&lang=${lang}`);
  expect(answer.status()).toBe(502);
  expect(await answer.json()).not.toHaveProperty('results');
}

/** After the outage: the office changes a text; WordPress's webhook refreshes the page, and every page is whole. */
async function recovery(request: APIRequestContext, lang: Lang, what: string) {
  const route = 'exchange-office-site/v1/texts/contacts';
  const original = (await wpRest<{ texts: { hero_title: string } }>(route, { query: { lang }, as: 'editor' })).body.texts.hero_title;
  const changed = `${original} ${Date.now().toString(36)}`;
  const save = await wpWrite(route, { query: { lang }, body: { hero_title: changed }, as: 'editor' });
  try {
    const path = `/${lang}/contacts`;
    const delays = await delaysUntil(request, [path], (page) => page.html.includes(changed), Date.now());
    report(`after ${what} (${lang}), a page text, after the save (${save.took} ms)`, { page: delays[path] });
    expect(delays[path], `${path} refreshed once WordPress is back`).toBeDefined();
  } finally {
    await wpWrite(route, { query: { lang }, body: { hero_title: original }, as: 'editor' });
  }
  await expectGoodPages(request, pagesOf(lang).filter((p) => !p.path.endsWith('/contacts')));
}

test('WordPress down: cached pages keep serving, fallbacks hold, and when it is back the next revalidation refreshes the pages', async ({ request }) => {
  test.setTimeout(300_000);
  const lang: Lang = 'en';
  await expectGoodPages(request, pagesOf(lang));
  wordpressScript('stop');
  try {
    await outage(request, lang, `grantees down ${Date.now()}`);
  } finally {
    wordpressScript('up');
  }
  await recovery(request, lang, 'WordPress was down');
});

test('WordPress slower than CMS_TIMEOUT_MS: cached pages keep serving, fallbacks hold, and afterwards the next revalidation refreshes the pages', async ({ request }) => {
  test.setTimeout(300_000);
  const lang: Lang = 'uk';
  await expectGoodPages(request, pagesOf(lang));
  // Paused, PHP's server still takes connections but answers none: every call runs into the timeout.
  signalPhp('SIGSTOP');
  try {
    await outage(request, lang, `стипендіати повільно ${Date.now()}`);
  } finally {
    signalPhp('SIGCONT');
  }
  await recovery(request, lang, 'WordPress was slow');
});
