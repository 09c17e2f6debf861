import { expect, test, type Page } from '@playwright/test';
import { readContent } from '../test/support/content';
import { expectNoAxeViolations } from '../test/support/axe';

/**
 * Spec rules about moving around a page and between pages: the programme's side navigation,
 * the loading states of client-side navigation, and a hero slider that pauses only while the
 * visitor is on it.
 */
const LANGS = ['uk', 'en'] as const;
const PROGRAM = { uk: 'prohrama-dlia-mahistrantiv', en: 'graduate-student-program' } as const;
/** Pages whose server HTML must hold the page itself, never a loading state in its place. */
const PAGES_WITH_DATA = ['', '/programs', '/programs/graduate-student-program', '/news', '/library', '/team', '/stories', '/contacts', '/about'];

const TEXTS = {
  uk: { sideNav: 'На цій сторінці', openToc: 'Відкрити зміст', next: 'Наступний слайд', loading: 'Завантаження програм...', programs: 'Програми' },
  en: { sideNav: 'On this page', openToc: 'Open the table of contents', next: 'Next slide', loading: 'Loading programs...', programs: 'Programs' },
} as const;

interface Detail {
  slug: string;
  sections: { title: string }[];
}

const sideNav = (page: Page, lang: 'uk' | 'en') => page.getByRole('navigation', { name: TEXTS[lang].sideNav });
const activeSlide = (page: Page) => page.locator('[data-section="hero"] [aria-roledescription="slide"]:not([hidden])').getByRole('heading');

for (const lang of LANGS) {
  const t = TEXTS[lang];
  const detail = readContent<Detail[]>(lang, 'program-details.json').find((d) => d.slug === PROGRAM[lang]) as Detail;

  test.describe(`programme detail side navigation (${lang})`, () => {
    test('wide screens: a sticky side navigation scrolls to each section and marks the one being read', async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 800 });
      await page.goto(`/${lang}/programs/${PROGRAM[lang]}`);
      const nav = sideNav(page, lang);
      await expect(nav).toBeVisible();
      // The floating contents button belongs to narrow screens.
      await expect(page.getByRole('button', { name: t.openToc })).toBeHidden();
      const links = nav.getByRole('link');
      expect(await links.evaluateAll((els) => els.map((a) => a.getAttribute('href')))).toEqual([
        '#overview',
        ...detail.sections.map((_, i) => `#section-${i + 1}`),
        '#faq',
        '#application',
      ]);
      await expect(links.first()).toHaveAttribute('aria-current', 'location');

      // Click: scrolls there, keeps the hash, moves focus, highlights it.
      await nav.getByRole('link', { name: `2. ${detail.sections[1]?.title}` }).click();
      await expect(page).toHaveURL(/#section-2$/);
      await expect(page.locator('#section-2')).toBeFocused();
      await expect(page.locator('#section-2')).toBeInViewport();
      await expect(links.nth(2)).toHaveAttribute('aria-current', 'location');
      await expect(nav.locator('[aria-current]')).toHaveCount(1);

      // Sticky: still in view far down the page; scrolling by hand moves the highlight.
      await page.evaluate(() => document.getElementById('faq')?.scrollIntoView({ block: 'start' }));
      await expect(nav).toBeInViewport();
      await expect(nav.locator('a[href="#faq"], a[href="#application"]').and(nav.locator('[aria-current="location"]'))).toHaveCount(1);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(links.first()).toHaveAttribute('aria-current', 'location');
    });

    test('keyboard: Tab reaches the links and Enter goes to the section, at once when motion is reduced', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 1366, height: 800 });
      await page.goto(`/${lang}/programs/${PROGRAM[lang]}`);
      const faqLink = sideNav(page, lang).locator('a[href="#faq"]');
      await faqLink.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(faqLink).toBeFocused();
      await page.keyboard.press('Enter');
      // No smooth scrolling: the section is already at the top right after the key press.
      const top = await page.evaluate(() => document.getElementById('faq')?.getBoundingClientRect().top ?? -1);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(200);
      await expect(page.locator('#faq')).toBeFocused();
      await expect(faqLink).toHaveAttribute('aria-current', 'location');
      await expectNoAxeViolations(page);
    });

    test('narrow screens keep the floating table of contents instead', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/${lang}/programs/${PROGRAM[lang]}`);
      await expect(sideNav(page, lang)).toBeHidden();
      await expect(page.getByRole('button', { name: t.openToc })).toBeVisible();
    });
  });

  test(`client-side navigation shows the spinner with the page's loading text until the page is there (${lang})`, async ({ page }) => {
    // Hold the page's data on its way to the browser, as a slow connection would.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === `/${lang}/programs` && url.searchParams.has('_rsc'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(`/${lang}/contacts`);
    await page.locator('footer').getByRole('link', { name: t.programs, exact: true }).click();
    const status = page.getByTestId('navigation-status');
    await expect(status.getByRole('status')).toHaveText(t.loading);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(readContent<{ hero_title: string }>(lang, 'pages/programs.json').hero_title);
    await expect(status).toHaveCount(0);
  });

  test(`hero slider: after an arrow is clicked it resumes once the pointer leaves; keyboard focus pauses it (${lang})`, async ({ page }) => {
    const slides = readContent<{ title: string }[]>(lang, 'hero-slides.json');
    await page.clock.install();
    await page.goto(`/${lang}`);
    await page.getByRole('button', { name: t.next }).click();
    await expect(activeSlide(page)).toHaveText(slides[1]?.title ?? '');
    // The pointer leaves; the clicked arrow keeps the focus, which is not keyboard focus.
    await page.mouse.move(5, 700);
    await page.clock.runFor(6_100);
    await expect(activeSlide(page)).toHaveText(slides[2 % slides.length]?.title ?? '');

    // Keyboard focus inside the slider pauses it for as long as it stays there.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: t.next })).toBeFocused();
    await page.clock.runFor(13_000);
    await expect(activeSlide(page)).toHaveText(slides[2 % slides.length]?.title ?? '');
    // Focus leaves the slider: it moves on again.
    await page.locator('[data-section="programs"] a').first().focus();
    await page.clock.runFor(6_100);
    await expect(activeSlide(page)).toHaveText(slides[3 % slides.length]?.title ?? '');
  });
}

test('the server-rendered HTML holds each page in place, with no loading state or hidden outlined content', async ({ request }) => {
  for (const lang of LANGS) {
    for (const path of PAGES_WITH_DATA) {
      const url = `/${lang}${path.replace('graduate-student-program', PROGRAM[lang])}`;
      const html = await (await request.get(url)).text();
      const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
      expect(main, `${url}: the page's own heading inside <main>`).toMatch(/<h1[\s>]/);
      // A Suspense boundary around a large page is sent as a fallback plus a hidden copy that only JavaScript reveals.
      expect(main, url).not.toContain('<template id="B:');
      expect(html, url).not.toMatch(/<div hidden id="S:\d+"/);
    }
  }
});
