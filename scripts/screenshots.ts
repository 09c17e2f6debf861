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
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { routeTablePaths } from '../test/support/routes';

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'screenshots');
const WIDTHS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;
const LANGS = ['uk', 'en'] as const;
const PORT = 3090;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { redirect: 'manual' })).status < 500;
  } catch {
    return false;
  }
}

async function startSite(): Promise<ChildProcess> {
  if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) throw new Error('No build found: run `npm run build` first, or pass --base URL.');
  const child = spawn('./node_modules/.bin/next', ['start', '-H', '127.0.0.1', '-p', String(PORT)], {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 120; i += 1) {
    if (await answers(`http://127.0.0.1:${PORT}/uk`)) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('next start did not answer within 60 s');
}

/** Scrolls down a screen at a time so lazy images load and reveal-on-scroll sections show. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const step = window.innerHeight * 0.8;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => setTimeout(r, 120));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Lazy images requested during the scroll: wait until each shown one has loaded (or failed).
  await page
    .waitForFunction(() => [...document.images].every((img) => img.complete || !img.checkVisibility()), undefined, { timeout: 10_000 })
    .catch(() => console.warn(`  some images still loading on ${page.url()}`));
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500);
}

function fileName(routePath: string, lang: string): string {
  const rest = routePath.slice(lang.length + 2) || 'home';
  return `${rest.replace(/[^a-z0-9-]+/gi, '_')}.png`;
}

async function main() {
  const only = arg('only');
  let base = arg('base');
  let site: ChildProcess | null = null;
  if (!base) {
    site = await startSite();
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
          await page.screenshot({ path: file, fullPage: true });
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
