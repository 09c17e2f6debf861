import path from 'node:path';
import { readWpEnv } from './wp-env';

/**
 * Ports and settings shared by the build (scripts/test-all.sh reads them through
 * scripts/e2e-env.ts) and the Playwright servers, so both talk to the same CMS: the fixture CMS
 * (default), or with E2E_CMS=wordpress the local WordPress of scripts/wordpress.sh.
 */
// E2E_PORT_OFFSET lets two checkouts on one machine run their suites side by side.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const cmsPort = 4010 + offset;
const sitePort = 3100 + offset;
const cms: 'fixture' | 'wordpress' = process.env.E2E_CMS === 'wordpress' ? 'wordpress' : 'fixture';
// The same WordPress as the WordPress part of the test command (scripts/test-wordpress.sh).
const wpPort = Number(process.env.WP_PORT ?? 8080 + offset);
const wpStateDir = process.env.WP_STATE_DIR ?? path.resolve('.tmp/wordpress');

/** wp.env of the local WordPress (WP_URL, WP_USER, WP_APP_PASSWORD, WP_ADMIN_APP_PASSWORD, CMS_WRITE_SECRET…). */
function wordpressEnv(): Record<string, string> {
  try {
    return readWpEnv(wpStateDir);
  } catch {
    throw new Error(`E2E_CMS=wordpress needs a running local WordPress: no ${wpStateDir}/wp.env (run scripts/wordpress.sh up)`);
  }
}

const wpEnv = cms === 'wordpress' ? wordpressEnv() : {};
const wpUrl = `http://127.0.0.1:${wpPort}`;

/** Where the e2e site records any fetch beyond this machine (test/no-outside-network.cjs). */
const outsideNetworkLog = path.resolve('.tmp/e2e-outside-network.log');

const common = {
  SITE_URL: `http://127.0.0.1:${sitePort}`,
  CMS_TIMEOUT_MS: '2000',
  REVALIDATE_SECRET: 'e2e-revalidate-secret',
  // The embedded (fixture) CMS's key for preview tokens; WordPress signs its own.
  PREVIEW_SECRET: 'e2e-preview-secret',
  DATA_DIR: '.tmp/e2e-site-data',
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_OPTIONS: `--require ${path.resolve('test/no-outside-network.cjs')}`,
  OUTSIDE_NETWORK_LOG: outsideNetworkLog,
};

export const E2E = {
  cms,
  cmsPort,
  sitePort,
  cmsUrl: `http://127.0.0.1:${cmsPort}`,
  siteUrl: `http://127.0.0.1:${sitePort}`,
  cmsDataDir: '.tmp/e2e-cms-data',
  outsideNetworkLog,
  wordpress: { url: wpUrl, port: wpPort, stateDir: wpStateDir, env: wpEnv },
  siteEnv: (cms === 'wordpress'
    ? {
        ...common,
        CMS_API_URL: `${wpUrl}/wp-json`,
        // The site's default. PHP's server answers a search in about 120 ms of CPU; on a 2-core
        // machine busy with the browser and the site, 2 s would make a slow answer a failure.
        CMS_TIMEOUT_MS: '4000',
        // The plugin accepts the site's writes (newsletter, contact, views) only with this secret.
        CMS_WRITE_SECRET: wpEnv.CMS_WRITE_SECRET ?? '',
        CMS_IMAGES_ALLOW_LOCAL_IP: '1',
      }
    : { ...common, CMS_API_URL: `http://127.0.0.1:${cmsPort}/wp-json` }) as Record<string, string>,
};
