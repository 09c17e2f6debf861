import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** What the screenshot scripts share: the last build served, and a page scrolled until it is all drawn. */
const ROOT = path.resolve(__dirname, '..', '..');

/** The viewports the site is looked at with: a laptop and a phone. */
export const WIDTHS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

export function arg(name: string): string | undefined {
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

/** `next start` on the last build, at `port`, once it answers. */
export async function startSite(port: number): Promise<ChildProcess> {
  if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) throw new Error('No build found: run `npm run build` first, or pass --base URL.');
  const child = spawn('./node_modules/.bin/next', ['start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 120; i += 1) {
    if (await answers(`http://127.0.0.1:${port}/uk`)) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('next start did not answer within 60 s');
}

/** Scrolls down a screen at a time so lazy images load and reveal-on-scroll sections show. */
export async function scrollThrough(page: Page) {
  // A full-page picture is taken in one pass: a lazy picture that the scroll passed too fast is
  // left blank in it (the full-width photo of the block posts at 1366 px), so every one loads now.
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => ((img as HTMLImageElement).loading = 'eager')));
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
  // Decoded too: a picture decoded asynchronously off screen is not yet drawn in a full-page capture.
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))));
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500);
}

/**
 * The whole page in one picture, drawn with the window as tall as the page: Chromium's full-page
 * capture draws only what it has rastered near the window, and left the block posts' pictures
 * below it blank at 1366 px though the page shows them.
 */
export async function captureWholePage(page: Page, file: string): Promise<void> {
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (!viewport || height <= viewport.height) {
    await page.screenshot({ path: file, fullPage: true });
    return;
  }
  await page.setViewportSize({ width: viewport.width, height });
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))));
  await page.waitForTimeout(300);
  await page.screenshot({ path: file });
  await page.setViewportSize(viewport);
}
