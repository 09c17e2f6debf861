import { defineConfig, devices } from '@playwright/test';
import { E2E } from './e2e/support/env';

/**
 * End-to-end tests against a production build served by `next start`, with the fixture CMS
 * over HTTP as the CMS. `npm test` builds first (scripts/test-all.sh); the servers are started
 * here so Playwright owns their lifetime.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 8_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright.json' }]],
  use: {
    baseURL: E2E.siteUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /\.faults\.spec\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Global CMS faults would disturb other tests: these run alone, after everything else.
    {
      name: 'faults',
      testMatch: /\.faults\.spec\.ts$/,
      dependencies: ['chromium'],
      fullyParallel: false,
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: [
    {
      command: 'node node_modules/tsx/dist/cli.mjs scripts/cms-server.ts',
      url: `${E2E.cmsUrl}/__control/health`,
      env: { CMS_PORT: String(E2E.cmsPort), DATA_DIR: E2E.cmsDataDir },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `./node_modules/.bin/next start -H 127.0.0.1 -p ${E2E.sitePort}`,
      url: `${E2E.siteUrl}/uk`,
      env: E2E.siteEnv,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
