import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startFixtureCms } from '../test/support/fixture-cms/process';
import { startColdServer } from '../test/support/cold-server';
import { E2E } from '../test/support/env';

/**
 * "a subscription still on disk after a server restart". The site and the fixture CMS
 * are started here (not the suite's shared ones) so both can be stopped and started again with
 * the same data directory; the second life has nothing in memory and reads the subscription back.
 */
test.describe.configure({ mode: 'serial' });

const TEXTS = {
  uk: { success: 'Дякуємо за підписку на нашу розсилку!', already: 'Ви вже підписані на нашу розсилку!' },
  en: { success: 'Thank you for subscribing to our newsletter!', already: 'You are already subscribed to our newsletter!' },
} as const;
const SITE_PORT = E2E.sitePort + 2;
const CMS_PORT = E2E.cmsPort + 2;

async function subscribe(page: Page, site: string, lang: 'uk' | 'en', email: string) {
  await page.goto(`${site}/${lang}/news`);
  const form = page.getByTestId('newsletter-form');
  await form.getByRole('textbox').fill(email);
  await form.getByRole('button').click();
  return form;
}

test('a subscription is still there after the site and the CMS restart, in both languages', async ({ page }) => {
  test.setTimeout(150_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'newsletter-restart-'));
  const addresses = { uk: `restart-uk-${Date.now()}@example.org`, en: `restart-en-${Date.now()}@example.org` };

  // First life: a new subscription; second life, same data directory: already subscribed.
  for (const expected of ['success', 'already'] as const) {
    const cms = await startFixtureCms(CMS_PORT, dataDir);
    const site = await startColdServer(SITE_PORT, { CMS_API_URL: cms.url }).catch(async (error: unknown) => {
      await cms.stop();
      throw error;
    });
    try {
      for (const lang of ['uk', 'en'] as const) {
        const form = await subscribe(page, site.url, lang, addresses[lang]);
        await expect(form).toContainText(TEXTS[lang][expected]);
      }
    } finally {
      await site.stop();
      await cms.stop();
    }
  }
});
