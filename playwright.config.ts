import { defineConfig, devices } from '@playwright/test';
import { E2E } from './test/support/env';

/**
 * End-to-end tests against a production build served by `next start`. `npm test` builds first
 * (scripts/test-all.sh); the servers are started here so Playwright owns their lifetime.
 *
 * Two setups, one build each:
 * - the fixture CMS (default): every spec, the tests tagged @fixture-cms one at a time, the faults
 *   specs last; the test command runs here only what needs the fixture CMS (E2E_FIXTURE_CMS_ONLY=1:
 *   the faults specs and the tagged tests);
 * - E2E_CMS=wordpress, the local WordPress that scripts/wordpress.sh started: every spec that needs
 *   no fault injection, then publishing, preview, views and outages through WordPress
 *   (`*.wordpress.spec.ts`), one at a time. The test command runs the two projects as two runs
 *   (`--project=wordpress`, then `--project=wordpress-publishing --no-deps`), so that a failure in
 *   the first does not skip the second.
 */
const FAULTS = /\.faults\.spec\.ts$/;
const WORDPRESS = /\.wordpress\.spec\.ts$/;
/** Tests tagged so use the fixture CMS's control API (faults, content patches) inside ordinary specs. */
const FIXTURE_CMS_TAG = /@fixture-cms/;
const browser = { ...devices['Desktop Chrome'], channel: undefined };

const site = {
  // As deployed (deploy/start-instances.sh): idle connections outlive the client's, so a request
  // never goes out on a socket the server is closing (a POST then fails with ECONNRESET).
  command: `./node_modules/.bin/next start -H 127.0.0.1 -p ${E2E.sitePort} --keepAliveTimeout 75000`,
  url: `${E2E.siteUrl}/uk`,
  env: E2E.siteEnv,
  reuseExistingServer: !process.env.CI,
  timeout: 120_000,
};

const fixtureOnly = process.env.E2E_FIXTURE_CMS_ONLY === '1';
const fixtureSetup = {
  projects: [
    // E2E_FIXTURE_CMS_ONLY=1 (the test command, which runs the rest against WordPress): only the tagged tests and the faults.
    ...(fixtureOnly ? [] : [{ name: 'chromium', testIgnore: [FAULTS, WORDPRESS], grepInvert: FIXTURE_CMS_TAG, use: browser }]),
    // The tagged tests patch the fixture CMS's content and faults, which every test shares: one at a time.
    { name: 'fixture-cms', testIgnore: [FAULTS, WORDPRESS], grep: FIXTURE_CMS_TAG, fullyParallel: false, workers: 1, use: browser },
    // Global CMS faults would disturb other tests: these run alone, after everything else.
    { name: 'faults', testMatch: FAULTS, dependencies: fixtureOnly ? ['fixture-cms'] : ['chromium', 'fixture-cms'], fullyParallel: false, workers: 1, use: browser },
  ],
  webServer: [
    {
      command: 'node node_modules/tsx/dist/cli.mjs scripts/cms-server.ts',
      url: `${E2E.cmsUrl}/__control/health`,
      // PREVIEW_SECRET: the fixture CMS signs and checks preview tokens with the key the tests sign with.
      env: { CMS_PORT: String(E2E.cmsPort), DATA_DIR: E2E.cmsDataDir, PREVIEW_SECRET: E2E.siteEnv.PREVIEW_SECRET ?? '' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    site,
  ],
};

const wordpressSetup = {
  projects: [
    { name: 'wordpress', testIgnore: [FAULTS, WORDPRESS], grepInvert: FIXTURE_CMS_TAG, use: browser },
    // Publishing changes content every other spec reads, and the outages stop WordPress: one test at a time, after.
    { name: 'wordpress-publishing', testMatch: WORDPRESS, dependencies: ['wordpress'], fullyParallel: false, workers: 1, use: browser },
  ],
  // WordPress itself runs under scripts/wordpress.sh (MariaDB and PHP's server, by PID).
  webServer: [site],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  // A test that needs a retry is a defect to fix (or to quarantine with its cause: test/quarantine.json).
  retries: 0,
  // A stray test.only would shrink the run to one spec and still end green.
  forbidOnly: true,
  timeout: 90_000,
  expect: { timeout: 8_000 },
  // E2E_JSON_REPORT: the test command's second run against WordPress keeps a report of its own.
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? (E2E.cms === 'wordpress' ? '.tmp/playwright-wordpress.json' : '.tmp/playwright.json') }]],
  use: {
    baseURL: E2E.siteUrl,
    // Recording a trace for every test and dropping it when it passes costs a quarter of the run
    // (measured: 47 tests 168 s with, 124 s without): none on CI, where the failure's message is what is read.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      // Debian's build of Chromium's headless shell, the same Chromium as /usr/bin/chromium without
      // the browser's window layer (what Playwright itself runs headless). Measured: the 550 tests
      // against WordPress took 724 s, against 1,293 s with /usr/bin/chromium, most of it saved on
      // each new browser context.
      executablePath: '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  ...(E2E.cms === 'wordpress' ? wordpressSetup : fixtureSetup),
});
