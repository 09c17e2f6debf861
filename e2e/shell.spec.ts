import { expect, test, type Page } from '@playwright/test';
import { OFFICE_DEFAULTS } from '../lib/constants';
import { readContent } from '../test/support/content';

interface MenuItem {
  id: number;
  label: string;
  href: string;
  children?: MenuItem[];
}
interface FooterData {
  contacts: { address: string; phone: string; email: string };
  social: Record<string, string>;
}

const LABELS = {
  uk: { openMenu: 'Відкрити меню', submenu: 'Показати підменю' },
  en: { openMenu: 'Open menu', submenu: 'Show submenu' },
} as const;

function firstParentWithGrandchildren(menu: MenuItem[]) {
  for (const top of menu) {
    for (const child of top.children ?? []) {
      if ((child.children ?? []).length > 0) return { top, child, grandchild: child.children![0]! };
    }
  }
  throw new Error('the menu content needs three levels');
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const lang of ['uk', 'en'] as const) {
  test.describe(`header and footer (${lang})`, () => {
    const menu = readContent<MenuItem[]>(lang, 'menu-primary.json');
    const { top, child, grandchild } = firstParentWithGrandchildren(menu);

    test('desktop: dropdowns open on hover, three levels deep', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/${lang}`);
      const nav = page.getByRole('navigation', { name: lang === 'uk' ? 'Головна навігація' : 'Main navigation' });
      await expect(nav.getByRole('link', { name: child.label, exact: true })).toBeHidden();
      await nav.getByRole('listitem').filter({ hasText: top.label }).first().hover();
      await expect(nav.getByRole('link', { name: child.label, exact: true })).toBeVisible();
      await nav.getByRole('link', { name: child.label, exact: true }).hover();
      await expect(nav.getByRole('link', { name: grandchild.label, exact: true })).toBeVisible();
    });

    test('desktop: the menu works from the keyboard, Escape closes and returns focus', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/${lang}`);
      const toggle = page.getByRole('button', { name: `${LABELS[lang].submenu}: ${top.label}` });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const childLink = page.getByRole('link', { name: child.label, exact: true });
      await expect(childLink).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: (top.children ?? [])[0]!.label, exact: true })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
      await expect(childLink).toBeHidden();
    });

    test('mobile (375 px): the menu button opens an accordion', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`/${lang}`);
      const nav = page.getByRole('navigation', { name: lang === 'uk' ? 'Головна навігація' : 'Main navigation' });
      const button = nav.getByRole('button', { name: LABELS[lang].openMenu });
      await expect(nav.getByRole('link', { name: top.label, exact: true })).toBeHidden();
      await button.click();
      await expect(nav.getByRole('link', { name: top.label, exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: child.label, exact: true })).toBeHidden();
      await nav.getByRole('button', { name: `${LABELS[lang].submenu}: ${top.label}` }).click();
      await expect(nav.getByRole('link', { name: child.label, exact: true })).toBeVisible();
      await nav.getByRole('button', { name: `${LABELS[lang].submenu}: ${child.label}` }).click();
      await expect(nav.getByRole('link', { name: grandchild.label, exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expectNoHorizontalScroll(page);
    });

    test('footer: social icons only for real links, contacts, current year', async ({ page }) => {
      const footer = readContent<FooterData>(lang, 'footer-data.json');
      await page.goto(`/${lang}`);
      const region = page.getByRole('contentinfo');
      const expected = Object.entries(footer.social)
        .filter(([, url]) => url.trim() !== '' && url.trim() !== '#')
        .map(([network]) => network)
        .sort();
      const shown = await region.locator('[data-network]').evaluateAll((links) =>
        links.map((l) => l.getAttribute('data-network')).sort(),
      );
      expect(shown).toEqual(expected);
      // Each icon is drawn from the sprite file: a <use> whose symbol did not load has an empty box.
      for (const icon of await region.locator('[data-network] use').all()) {
        await expect.poll(() => icon.evaluate((use) => (use as SVGGraphicsElement).getBBox().width)).toBeGreaterThan(0);
      }
      // Where the CMS leaves the phone empty (the English sample), the office's own (OFFICE_PHONE; the e2e site sets none).
      await expect(region).toContainText(footer.contacts.phone || OFFICE_DEFAULTS.phone);
      await expect(region).toContainText(String(new Date().getFullYear()));
      await expect(region.getByRole('link', { name: lang === 'uk' ? 'Політика конфіденційності' : 'Privacy policy' })).toBeVisible();
    });

    for (const width of [360, 768, 1440]) {
      test(`no horizontal scrolling at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/${lang}`);
        await expectNoHorizontalScroll(page);
      });
    }
  });
}
