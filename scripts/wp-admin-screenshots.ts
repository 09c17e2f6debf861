/**
 * Full-page screenshots of the plugin's screens in the local WordPress's admin, in Ukrainian, at
 * 1366 px: as the editor (whose admin language is Ukrainian) and as an administrator made for the
 * run with Ukrainian as admin language. WordPress must be up (scripts/wordpress.sh up; WP_PORT and
 * WP_STATE_DIR as the test command sets them, or E2E_PORT_OFFSET):
 *
 *   E2E_CMS=wordpress npx tsx scripts/wp-admin-screenshots.ts        # every screen
 *   E2E_CMS=wordpress npx tsx scripts/wp-admin-screenshots.ts texts  # names containing "texts"
 *
 * Files land in screenshots/wp-admin/<name>.png (git-ignored).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { adminScreens, closeWelcomeGuide, makeUkrainianAdmin, removeUser, showPluginPart, signInAs, signInAsEditor, storeContactMessage } from '../test/support/wp-admin';
import { E2E } from '../test/support/env';

const OUT = path.resolve(__dirname, '..', 'screenshots', 'wp-admin');

async function main() {
  const only = process.argv[2];
  fs.mkdirSync(OUT, { recursive: true });
  const message = await storeContactMessage({ name: 'Олена Коваль', email: 'olena.koval@example.org', subject: 'Запитання про програму для науковців', message: 'Добрий день!\nЧи можна подати заявку, якщо я вже брала участь в іншій програмі обміну?\n\nДякую.', lang: 'uk' });
  const admin = await makeUkrainianAdmin(Date.now().toString(36));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    let signedIn = '';
    for (const screen of adminScreens(message).filter((s) => !only || s.name.includes(only))) {
      if (signedIn !== screen.as) {
        await (screen.as === 'editor' ? signInAsEditor(page) : signInAs(page, admin.user, admin.password));
        signedIn = screen.as;
      }
      await page.goto(`${E2E.wordpress.url}${screen.path}`);
      await showPluginPart(page, screen);
      await closeWelcomeGuide(page);
      const file = path.join(OUT, `${screen.name.replace(/[^\p{L}\p{N}]+/gu, '-')}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      // The block editor scrolls inside itself: its meta boxes get a picture of their own.
      const metaBoxes = page.locator('.edit-post-layout__metaboxes');
      if (await metaBoxes.count()) {
        await metaBoxes.screenshot({ path: file.replace(/\.png$/, '-fields.png') });
      }
    }
  } finally {
    await browser.close();
    await removeUser(admin.id);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
