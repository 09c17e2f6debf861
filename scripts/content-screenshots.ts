/**
 * The office's posts on the site beside the same posts in WordPress's own Twenty Twenty-Five theme
 * (issue 49): writes the posts of test/fixtures/office-posts into the local WordPress as an editor
 * would, then shoots each, full page, at 1366 and 390 px:
 *
 *   npm run screenshots:content                           # the last build (made against this WordPress)
 *   npm run screenshots:content -- --base http://host     # a site already running against it
 *   npm run screenshots:content -- --keep                 # leave the posts in WordPress afterwards
 *
 * WordPress is the one of scripts/wordpress.sh (WP_STATE_DIR, .wordpress by default); it shows its
 * own front end to a browser with the cookie eos_theme_view=1 (wordpress/server/theme-view.php).
 * Files land in screenshots/content/<post>/<width>-site.png, -wordpress.png and -beside.png.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { removeOfficePosts, seedOfficePosts } from '../test/support/office-posts';
import { readWpEnv } from '../test/support/wp-env';
import { arg, captureWholePage, scrollThrough, startSite, WIDTHS } from './lib/screenshot-session';

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'screenshots', 'content');
const PORT = 3091;
const STATE_DIR = process.env.WP_STATE_DIR ?? path.join(ROOT, '.wordpress');

async function shoot(page: Page, url: string, file: string): Promise<number> {
  const response = await page.goto(url, { waitUntil: 'load' });
  await scrollThrough(page);
  await captureWholePage(page, file);
  return response?.status() ?? 0;
}

/** The two screenshots side by side, the site's on the left, on a grey ground. */
async function beside(left: string, right: string, file: string): Promise<void> {
  const [a, b] = await Promise.all([sharp(left).metadata(), sharp(right).metadata()]);
  const gap = 24;
  const width = (a.width ?? 0) + gap + (b.width ?? 0);
  const height = Math.max(a.height ?? 0, b.height ?? 0);
  await sharp({ create: { width, height, channels: 3, background: '#8a8f98' } })
    .composite([
      { input: left, left: 0, top: 0 },
      { input: right, left: (a.width ?? 0) + gap, top: 0 },
    ])
    .png()
    .toFile(file);
}

async function main() {
  const env = readWpEnv(STATE_DIR);
  const wordpress = env.WP_URL ?? 'http://127.0.0.1:8080';
  const client = { url: wordpress, authorization: `Basic ${Buffer.from(`${env.WP_USER}:${env.WP_APP_PASSWORD}`).toString('base64')}` };
  let base = arg('base');
  let site: ChildProcess | null = null;
  if (!base) {
    site = await startSite(PORT);
    base = `http://127.0.0.1:${PORT}`;
  }
  const seed = await seedOfficePosts(client);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const viewport of WIDTHS) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: viewport.width < 768, hasTouch: viewport.width < 768 });
      await context.addCookies([{ name: 'eos_theme_view', value: '1', url: wordpress }]);
      const page = await context.newPage();
      for (const post of seed.posts) {
        const dir = path.join(OUT, post.key);
        fs.mkdirSync(dir, { recursive: true });
        const files = { site: path.join(dir, `${viewport.width}-site.png`), wordpress: path.join(dir, `${viewport.width}-wordpress.png`) };
        const onSite = await shoot(page, `${base}/${post.lang}/news/${encodeURIComponent(post.slug)}`, files.site);
        const onWordPress = await shoot(page, `${wordpress}/?p=${post.id}`, files.wordpress);
        await beside(files.site, files.wordpress, path.join(dir, `${viewport.width}-beside.png`));
        console.log(`${viewport.width} ${post.key}: site ${onSite}, WordPress ${onWordPress} -> ${path.relative(ROOT, dir)}/`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    site?.kill();
    if (!process.argv.includes('--keep')) await removeOfficePosts(client, seed);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
