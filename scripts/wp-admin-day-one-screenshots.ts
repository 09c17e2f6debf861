/**
 * The plugin's first day on an office's WordPress, as its people see it in wp-admin, in
 * Ukrainian, at 1366 px: a WordPress made without the plugin (scripts/wordpress.sh with
 * WP_CONTENT=office and no cron ticker of its own), the plugin activated through the REST API,
 * then each screen before the background job has run and after one run of WP-Cron; then, once
 * WP-Cron has run until the search index is built, the settings page and Site Health in
 * Ukrainian and in English (administrators of each language):
 *
 *   npm run screenshots:day-one      # WordPress 6.8; WP_RELEASE=oldest for 6.1
 *
 * Files land in screenshots/wp-admin-day-one/<name>.png (git-ignored). The office's WordPress
 * serves on port 8095 + E2E_PORT_OFFSET from .tmp/wordpress-day-one and is stopped at the end.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { readWpEnv } from '../test/support/wp-env';
import { chromium, type Page } from '@playwright/test';
import { closeWelcomeGuide } from '../test/support/wp-admin';

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'screenshots', 'wp-admin-day-one');
const PORT = 8095 + Number(process.env.E2E_PORT_OFFSET ?? 0);
const STATE = path.join(ROOT, '.tmp', 'wordpress-day-one');
// No ticker within the run: the script calls wp-cron.php itself, between the two sets of pictures.
const env = { ...process.env, WP_PORT: String(PORT), WP_STATE_DIR: STATE, WP_CONTENT: 'office', WP_CRON_EVERY: '86400' };
const url = `http://127.0.0.1:${PORT}`;

const wpEnv = () => readWpEnv(STATE);

async function rest(pathname: string, body: unknown, auth: string): Promise<unknown> {
  const response = await fetch(`${url}/wp-json/${pathname}`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function signIn(page: Page, user: string, password: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto(`${url}/wp-login.php`);
  await page.locator('#user_login').fill(user);
  await page.locator('#user_pass').fill(password);
  await Promise.all([page.waitForURL(/\/wp-admin\//), page.locator('#wp-submit').click()]);
}

/** A full-page picture of a screen ('' the one already open). */
async function shoot(page: Page, name: string, pathname: string): Promise<void> {
  if (pathname !== '') await page.goto(`${url}${pathname}`);
  const file = path.join(OUT, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  execFileSync('bash', ['scripts/wordpress.sh', 'reset'], { cwd: ROOT, env, stdio: 'inherit' });
  const wp = wpEnv();
  const adminAuth = `Basic ${Buffer.from(`${wp.WP_ADMIN_USER}:${wp.WP_ADMIN_APP_PASSWORD}`).toString('base64')}`;
  const adminPassword = `pw-${Date.now().toString(36)}`;
  // An administrator who works in Ukrainian, as the office's do.
  await rest('wp/v2/users', { username: 'admin-uk', password: adminPassword, email: 'admin-uk@example.org', roles: ['administrator'], locale: 'uk' }, adminAuth);
  await rest('wp/v2/users', { username: 'admin-en', password: adminPassword, email: 'admin-en@example.org', roles: ['administrator'], locale: 'en_US' }, adminAuth);
  await rest('wp/v2/plugins/exchange-office-site/exchange-office-site', { status: 'active' }, adminAuth);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    for (const when of ['before-cron', 'after-cron']) {
      if (when === 'after-cron') {
        // What the server's cron does every minute; the languages job, then the search index.
        for (let run = 0; run < 3; run++) await fetch(`${url}/wp-cron.php`).then((r) => r.arrayBuffer());
      }
      await signIn(page, wp.WP_USER ?? 'editor', wp.WP_PASSWORD ?? '');
      await shoot(page, `${when}-editor-dashboard`, '/wp-admin/');
      await shoot(page, `${when}-editor-posts`, '/wp-admin/edit.php');
      await signIn(page, 'admin-uk', adminPassword);
      await shoot(page, `${when}-admin-plugins`, '/wp-admin/plugins.php');
      await shoot(page, `${when}-admin-settings`, '/wp-admin/options-general.php?page=eos-settings');
    }
    // WP-Cron as a server runs it, until the search index is built (the office's two posts whose
    // shortcodes fail in WP-Cron are skipped on the way: the settings page lists them).
    for (let run = 0; run < 40; run++) await fetch(`${url}/wp-cron.php`).then((r) => r.arrayBuffer());
    for (const lang of ['uk', 'en']) {
      await signIn(page, `admin-${lang}`, adminPassword);
      await shoot(page, `done-admin-settings-${lang}`, '/wp-admin/options-general.php?page=eos-settings#eos-day-one');
      await page.goto(`${url}/wp-admin/site-health.php`);
      await page.locator('.site-health-issues-wrapper').first().waitFor();
      await page.locator('.health-check-accordion-trigger', { hasText: lang === 'uk' ? 'Розсилка' : 'newsletter' }).first().click();
      await shoot(page, `done-site-health-${lang}`, '');
      // A post Polylang gave its Russian: its Language box says it is in none of the site's languages.
      const { polylang } = JSON.parse(fs.readFileSync(path.join(STATE, 'office-content.json'), 'utf8')) as { polylang: { ru: { id: number } } };
      await page.goto(`${url}/wp-admin/post.php?post=${polylang.ru.id}&action=edit`);
      await page.locator('#eos-lang').waitFor({ state: 'attached' });
      await closeWelcomeGuide(page);
      // The other administrator opened it a moment ago.
      const takeOver = page.getByRole('button', { name: /^(Take over|Перебрати)/ });
      if (await takeOver.count()) await takeOver.click();
      const box = page.locator('.postbox', { has: page.locator('#eos-lang') });
      await box.scrollIntoViewIfNeeded();
      await box.screenshot({ path: path.join(OUT, `done-language-box-${lang}.png`) });
      console.log(path.join(OUT, `done-language-box-${lang}.png`));
    }
  } finally {
    await browser.close();
    execFileSync('bash', ['scripts/wordpress.sh', 'stop'], { cwd: ROOT, env, stdio: 'inherit' });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
