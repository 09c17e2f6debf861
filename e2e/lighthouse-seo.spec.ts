import { expect, test } from '@playwright/test';

/**
 * Lighthouse's SEO category scores 100 on /en and /en/library (it gave 92 for
 * `link-text`: links named only "Learn more"). Lighthouse runs in its own Chromium, as in
 * scripts/bench.ts; only the SEO category, which does not depend on the machine's speed.
 */
const PAGES = ['/en', '/en/library'];

test('Lighthouse SEO is 100 on /en and /en/library', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const { launch } = await import('chrome-launcher');
  const lighthouse = (await import('lighthouse')).default;
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const scores = [];
  try {
    for (const path of PAGES) {
      const result = await lighthouse(`${baseURL}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['seo'] });
      const lhr = result?.lhr;
      const failing = Object.values(lhr?.audits ?? {})
        .filter((audit) => audit.score !== null && audit.score < 1 && lhr?.categories.seo?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0))
        .map((audit) => `${audit.id}: ${JSON.stringify((audit.details as { items?: unknown[] } | undefined)?.items?.slice(0, 5) ?? [])}`);
      scores.push({ path, score: Math.round((lhr?.categories.seo?.score ?? 0) * 100), failing });
    }
  } finally {
    chrome.kill();
  }
  expect(scores).toEqual(PAGES.map((path) => ({ path, score: 100, failing: [] })));
});
