/** Prints the e2e site environment as shell assignments, for the build step of test-all.sh. */
import { E2E } from '../test/support/env';

for (const [key, value] of Object.entries(E2E.siteEnv)) {
  process.stdout.write(`export ${key}=${JSON.stringify(value)}\n`);
}
process.stdout.write(`export E2E_CMS_PORT=${E2E.cmsPort}\nexport E2E_CMS_DATA_DIR=${JSON.stringify(E2E.cmsDataDir)}\n`);
