/**
 * Ports and settings shared by the build (scripts/test-all.sh reads them through
 * scripts/e2e-env.ts) and the Playwright servers, so both talk to the same fixture CMS.
 */
import path from 'node:path';

// E2E_PORT_OFFSET lets two checkouts on one machine run their suites side by side.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const cmsPort = 4010 + offset;
const sitePort = 3100 + offset;

/** Where the e2e site records any fetch beyond this machine (test/no-outside-network.cjs). */
const outsideNetworkLog = path.resolve('.tmp/e2e-outside-network.log');

export const E2E = {
  cmsPort,
  sitePort,
  cmsUrl: `http://127.0.0.1:${cmsPort}`,
  siteUrl: `http://127.0.0.1:${sitePort}`,
  cmsDataDir: '.tmp/e2e-cms-data',
  outsideNetworkLog,
  siteEnv: {
    CMS_API_URL: `http://127.0.0.1:${cmsPort}/wp-json`,
    SITE_URL: `http://127.0.0.1:${sitePort}`,
    CMS_TIMEOUT_MS: '2000',
    REVALIDATE_SECRET: 'e2e-revalidate-secret',
    PREVIEW_SECRET: 'e2e-preview-secret',
    DATA_DIR: '.tmp/e2e-site-data',
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_OPTIONS: `--require ${path.resolve('test/no-outside-network.cjs')}`,
    OUTSIDE_NETWORK_LOG: outsideNetworkLog,
  } as Record<string, string>,
};
