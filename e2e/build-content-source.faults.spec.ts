import { expect, test } from '@playwright/test';
import { startColdServer } from '../test/support/cold-server';
import { E2E } from '../test/support/env';

/**
 * `next start` serves a build's prerendered pages until each is revalidated. A build rendered from
 * the CMS and started on the embedded content (or the other way round) would show the other
 * site's pages to every first visitor: the server refuses to start instead, and says why.
 */
test('a server set to the embedded content refuses a build rendered from the CMS, and says to build again', async () => {
  const starting = startColdServer(E2E.sitePort + 3, { CMS_API_URL: '' });
  await expect(starting).rejects.toThrow(/exited with 1[\s\S]*rendered from a CMS \(CMS_API_URL\)[\s\S]*Build again with the same CMS_API_URL/);
});
