import { defineConfig, devices } from '@playwright/test';
import { E2E } from './e2e/support/env';

/**
 * End-to-end tests against a production build served by `next start`. `npm test` builds first
 * (scripts/test-all.sh); the servers are started here so Playwright owns their lifetime.
 *
 * Two setups, one build each:
 * - the fixture CMS (default): every spec, the faults specs last; the test command runs here only
 *   what needs the fixture CMS (E2E_FIXTURE_CMS_ONLY=1: the faults specs and the tests tagged @fixture-cms);
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
  command: `./node_modules/.bin/next start -H 127.0.0.1 -p ${E2E.sitePort}`,
  url: `${E2E.siteUrl}/uk`,
  env: E2E.siteEnv,
  reuseExistingServer: !process.env.CI,
  timeout: 120_000,
};

const fixtureSetup = {
  projects: [
    // E2E_FIXTURE_CMS_ONLY=1 (the test command, which runs the rest against WordPress): only the tagged tests.
    { name: 'chromium', testIgnore: [FAULTS, WORDPRESS], ...(process.env.E2E_FIXTURE_CMS_ONLY === '1' ? { grep: FIXTURE_CMS_TAG } : {}), use: browser },
    // Global CMS faults would disturb other tests: these run alone, after everything else.
    { name: 'faults', testMatch: FAULTS, dependencies: ['chromium'], fullyParallel: false, workers: 1, use: browser },
  ],
  webServer: [
    {
      command: 'node node_modules/tsx/dist/cli.mjs scripts/cms-server.ts',
      url: `${E2E.cmsUrl}/__control/health`,
      env: { CMS_PORT: String(E2E.cmsPort), DATA_DIR: E2E.cmsDataDir },
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
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 8_000 },
  // E2E_JSON_REPORT: the test command's second run against WordPress keeps a report of its own.
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? (E2E.cms === 'wordpress' ? '.tmp/playwright-wordpress.json' : '.tmp/playwright.json') }]],
  use: {
    baseURL: E2E.siteUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  ...(E2E.cms === 'wordpress' ? wordpressSetup : fixtureSetup),
});
