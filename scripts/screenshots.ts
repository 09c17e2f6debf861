/**
 * Saves a full-page screenshot of every route of the route table, in both languages, at 1366 and
 * 390 px wide, to look at the site as a visitor does:
 *
 *   npm run screenshots                         # starts `next start` on the last build
 *   npm run screenshots -- --base http://host   # or shoots a site that is already running
 *   npm run screenshots -- --only programs      # only paths containing "programs"
 *
 * Files land in screenshots/<width>/<lang>/<route>.png (git-ignored).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { routeTablePaths } from '../test/support/routes';
import { arg, captureWholePage, scrollThrough, startSite, WIDTHS } from './lib/screenshot-session';

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'screenshots');
const LANGS = ['uk', 'en'] as const;
const PORT = 3090;

function fileName(routePath: string, lang: string): string {
  const rest = routePath.slice(lang.length + 2) || 'home';
  return `${rest.replace(/[^a-z0-9-]+/gi, '_')}.png`;
}

async function main() {
  const only = arg('only');
  let base = arg('base');
  let site: ChildProcess | null = null;
  if (!base) {
    site = await startSite(PORT);
    base = `http://127.0.0.1:${PORT}`;
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  let count = 0;
  try {
    for (const viewport of WIDTHS) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: viewport.width < 768, hasTouch: viewport.width < 768 });
      const page = await context.newPage();
      for (const lang of LANGS) {
        const dir = path.join(OUT, String(viewport.width), lang);
        fs.mkdirSync(dir, { recursive: true });
        for (const routePath of routeTablePaths(lang)) {
          if (only && !routePath.includes(only)) continue;
          const response = await page.goto(base + routePath, { waitUntil: 'load' });
          await scrollThrough(page);
          const file = path.join(dir, fileName(routePath, lang));
          await captureWholePage(page, file);
          count += 1;
          console.log(`${response?.status() ?? '---'} ${viewport.width} ${routePath} -> ${path.relative(ROOT, file)}`);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    site?.kill();
  }
  console.log(`${count} screenshots in ${path.relative(ROOT, OUT)}/`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
