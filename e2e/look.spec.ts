import { expect, type Page } from '@playwright/test';
import { test } from '../test/support/shared-page';
import { contrastRatio, parseCssColor } from '../test/support/contrast-math';

/**
 * What a visitor saw at 1366 and 390 px: the lightbox, the mobile menu, the
 * programme page's apply bar and the participants' bars, measured. (Text out of its card, the
 * strip above the footer and the footer's covered links are checked on every page by
 * readability.spec.ts.)
 */
const PHONE = { width: 390, height: 844 } as const;
const LAPTOP = { width: 1366, height: 768 } as const;
const MOSAIC = { uk: 'zymova-shkola-fulbraitivtsiv-u-lvovi', en: 'fulbrighters-gather-for-winter-school-in-lviv' } as const;
const PROGRAMME = { uk: 'prohrama-dlia-mahistrantiv', en: 'graduate-student-program' } as const;
const MENU = { uk: 'Відкрити меню', en: 'Open menu' } as const;
const ALL_PROGRAMS = { uk: 'Усі програми', en: 'All programs' } as const;

type Box = { x: number; y: number; width: number; height: number };
const box = async (page: Page, selector: string): Promise<Box> => {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not on screen`);
  return b;
};

for (const lang of ['uk', 'en'] as const) {
  for (const viewport of [LAPTOP, PHONE]) {
    test.describe(`lightbox at ${viewport.width} px (${lang})`, () => {
      test.use({ viewport });

      test('covers the page, keeps its tools on one line and its caption under the picture', async ({ page }) => {
        await page.goto(`/${lang}/news/${MOSAIC[lang]}`);
        await page.getByRole('button', { name: /\(\d+\)/ }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        // An <img> has no size until it loads: wait for the picture itself, however slow the machine.
        await dialog.locator('img').evaluate((img: HTMLImageElement) => img.decode());

        // Opaque backdrop: nothing of the article shows through.
        const backdrop = await dialog.evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor);
        expect(backdrop).toMatch(/^rgb\(/);

        // Counter and tools on one row, one line each (44 px targets, no wrapped labels).
        const toolbar = await dialog.evaluate((el) => {
          const bar = el.firstElementChild!;
          const items = [bar.firstElementChild!, ...bar.querySelectorAll('button')];
          return { height: bar.getBoundingClientRect().height, items: items.map((i) => ({ text: (i as HTMLElement).innerText, height: i.getBoundingClientRect().height, right: i.getBoundingClientRect().right })) };
        });
        expect(toolbar.height).toBeLessThanOrEqual(56);
        for (const item of toolbar.items) {
          expect(item.height, `"${item.text}" wraps`).toBeLessThanOrEqual(48);
          expect(item.right, `"${item.text}" is off screen`).toBeLessThanOrEqual(viewport.width);
        }

        // The caption sits under the picture and inside the window.
        const picture = await box(page, '[role="dialog"] img');
        const caption = await dialog.evaluate((el) => {
          const r = el.lastElementChild!.getBoundingClientRect();
          return { top: r.top, bottom: r.bottom };
        });
        expect(caption.top).toBeGreaterThanOrEqual(picture.y + picture.height - 1);
        expect(caption.bottom).toBeLessThanOrEqual(viewport.height);
      });
    });
  }

  test.describe(`mobile menu (${lang})`, () => {
    test.use({ viewport: PHONE });

    test('opens over a backdrop, holds the page still, keeps Tab inside, and closes by Escape or the backdrop', async ({ page }) => {
      await page.goto(`/${lang}`);
      const button = page.getByRole('button', { name: MENU[lang] });
      await button.click();
      const backdrop = page.getByTestId('menu-backdrop');
      await expect(backdrop).toBeVisible();
      // The backdrop is what a tap below the panel meets.
      const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.getAttribute('data-testid'), [PHONE.width / 2, PHONE.height - 20]);
      expect(hit).toBe('menu-backdrop');

      // The page cannot scroll under the open menu: the body's overflow is hidden, which the
      // viewport takes over. A wheel over the backdrop reaches the page and moves nothing.
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      await page.evaluate(() => {
        const w = window as unknown as { wheeled: Promise<void> };
        w.wheeled = new Promise((resolve) => addEventListener('wheel', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true, passive: true }));
      });
      await page.mouse.move(PHONE.width / 2, PHONE.height - 20);
      await page.mouse.wheel(0, 800);
      await page.evaluate(() => (window as unknown as { wheeled: Promise<void> }).wheeled);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      const nav = page.getByRole('navigation', { name: lang === 'uk' ? 'Головна навігація' : 'Main navigation' });
      for (let i = 0; i < 14; i += 1) {
        await page.keyboard.press('Tab');
        expect(await nav.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(backdrop).toHaveCount(0);
      await expect(button).toBeFocused();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

      await button.click();
      await page.mouse.click(PHONE.width / 2, PHONE.height - 20);
      await expect(backdrop).toHaveCount(0);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test.describe(`programme page at 390 px (${lang})`, () => {
    test.use({ viewport: PHONE });

    test('the apply bar stays one button high: with the header, under a fifth of the screen', async ({ page }) => {
      await page.goto(`/${lang}/programs/${PROGRAMME[lang]}`);
      const bar = page.getByTestId('apply-bar');
      await expect(bar).toBeVisible();
      const barBox = await box(page, '[data-testid="apply-bar"]');
      const header = await box(page, 'body > header');
      expect(barBox.height).toBeLessThanOrEqual(72);
      expect((barBox.height + header.height) / PHONE.height).toBeLessThan(0.2);
      await expect(bar.locator('[data-apply]')).toBeInViewport({ ratio: 1 });
    });
  });

  test(`participants: each year's bar is drawn in proportion to its count (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/participants`);
    const rows = await page.locator('section[aria-labelledby="participants-stats"] tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({
        count: Number((tr.querySelector('td')?.innerText ?? '').replace(/\D/g, '')),
        width: tr.querySelector('td [aria-hidden="true"]')!.getBoundingClientRect().width,
      })),
    );
    expect(rows.length).toBeGreaterThan(1);
    const widest = rows.reduce((a, b) => (b.count > a.count ? b : a));
    for (const row of rows) expect(row.width / widest.width).toBeCloseTo(row.count / widest.count, 2);
  });

  // Found by looking at the screenshots (npm run screenshots).
  test(`programme pager: the back link's arrow sits beside its text (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/programs/${PROGRAMME[lang]}`);
    const lines = await page.locator('main nav a', { hasText: ALL_PROGRAMS[lang] }).evaluate((a) => {
      const range = document.createRange();
      range.selectNodeContents(a);
      // Lines: boxes whose vertical extents overlap share one (the arrow and the text may come
      // from different fonts, so their tops differ by a few pixels on one line).
      const boxes = [...range.getClientRects()].filter((r) => r.width > 0).sort((x, y) => x.top - y.top);
      let count = 0;
      let bottom = -Infinity;
      for (const box of boxes) {
        if (box.top >= bottom) count += 1;
        bottom = Math.max(bottom, box.bottom);
      }
      return count;
    });
    expect(lines).toBe(1);
  });

  test(`library: a resource's type, size and date line up with its title (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/library`);
    const row = page.getByTestId('library-row').first();
    const title = await row.locator('h3').boundingBox();
    const firstFact = await row.locator('dl dd').first().boundingBox();
    expect(Math.abs((firstFact?.x ?? 0) - (title?.x ?? 100))).toBeLessThanOrEqual(1);
  });

  test(`an apply button that cannot be used is grey and legible, not a faded red (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/programs`);
    const look = await page.locator('[data-apply="disabled"]').first().evaluate((el) => {
      const style = getComputedStyle(el);
      return { color: style.color, background: style.backgroundColor, opacity: style.opacity };
    });
    const fg = parseCssColor(look.color);
    const bg = parseCssColor(look.background);
    expect(look.opacity).toBe('1');
    expect(contrastRatio(fg!.rgb, bg!.rgb)).toBeGreaterThanOrEqual(4.5);
  });

  test(`team: the introduction lines up with the sections under it (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/team`);
    const members = page.locator('section[aria-labelledby="team-members"]');
    const intro = await members.locator('xpath=preceding-sibling::div[1]//p').first().boundingBox();
    const heading = await members.locator('#team-members').boundingBox();
    expect(Math.abs((intro?.x ?? 0) - (heading?.x ?? 100))).toBeLessThanOrEqual(1);
  });
}
