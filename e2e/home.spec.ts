import { expect, test, type Page } from '@playwright/test';
import { readContent } from '../test/support/content';

interface Slide {
  title: string;
}
interface Group {
  id: number;
  label: string;
  programs: { slug: string; title: string }[];
}
interface About {
  title: string;
  alumni_count: string;
  programs_count: string;
  years_count: string;
}

const SECTIONS = ['hero', 'programs', 'about', 'news', 'library', 'testimonials', 'contact'];
const texts = {
  en: { team: 'Meet the full team', contact: 'Contact us', next: 'Next slide', previous: 'Previous slide', pause: 'Pause the slideshow', play: 'Play the slideshow', goTo: 'Go to slide' },
  uk: { team: 'Познайомитися з командою', contact: "Зв'язатися з нами", next: 'Наступний слайд', previous: 'Попередній слайд', pause: 'Призупинити показ слайдів', play: 'Відновити показ слайдів', goTo: 'Перейти до слайда' },
} as const;

const activeSlideTitle = (page: Page) => page.locator('[data-section="hero"] [aria-roledescription="slide"]:not([hidden])').getByRole('heading');
const blurAll = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

for (const lang of ['uk', 'en'] as const) {
  test.describe(`home (${lang})`, () => {
    const slides = readContent<Slide[]>(lang, 'hero-slides.json');
    const groups = readContent<Group[]>(lang, 'programs.json');
    const about = readContent<About>(lang, 'about-data.json');

    test('renders the seven sections in the spec order with their content', async ({ page }) => {
      await page.goto(`/${lang}`);
      const order = await page.locator('main [data-section]').evaluateAll((els) => els.map((el) => el.getAttribute('data-section')));
      expect(order).toEqual(SECTIONS);

      // 1. Hero: the first slide is server-rendered as the page's h1, with the priority image.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(slides[0]?.title ?? '');
      await expect(page.locator('[data-section="hero"] img').first()).toHaveAttribute('fetchpriority', 'high');

      // 2. Programmes grouped by category.
      const programs = page.locator('[data-section="programs"]');
      for (const group of groups.filter((g) => g.programs.length)) {
        await expect(programs.getByRole('heading', { level: 3, name: group.label })).toBeVisible();
      }
      await expect(programs.locator('[data-status]').first()).toBeVisible();

      // 3. About with three counters.
      const aboutSection = page.locator('[data-section="about"]');
      await expect(aboutSection.getByRole('heading', { level: 2 })).toHaveText(about.title);
      for (const value of [about.alumni_count, about.programs_count, about.years_count]) {
        await expect(aboutSection.locator('dd', { hasText: value }).first()).toBeVisible();
      }

      // 4. Latest 6 news linking to /{lang}/news/{slug}.
      const newsLinks = page.locator('[data-section="news"] h3 a');
      await expect(newsLinks).toHaveCount(6);
      for (const href of await newsLinks.evaluateAll((els) => els.map((a) => a.getAttribute('href')))) {
        expect(href).toMatch(new RegExp(`^/${lang}/news/[^/]+$`));
      }

      // 5. Library preview of 4; 6. up to 3 testimonials.
      await expect(page.locator('[data-section="library"] li')).toHaveCount(4);
      const testimonials = await page.locator('[data-section="testimonials"] figure').count();
      expect(testimonials).toBeGreaterThan(0);
      expect(testimonials).toBeLessThanOrEqual(3);

      // 7. Contact call to action with its two buttons.
      const contact = page.locator('[data-section="contact"]');
      await expect(contact.getByRole('link', { name: texts[lang].team })).toHaveAttribute('href', `/${lang}/team`);
      await expect(contact.getByRole('link', { name: texts[lang].contact })).toHaveAttribute('href', `/${lang}/contacts`);
    });

    test('hero slider: auto-advances every 6 s and wraps; dots and arrows select; pauses on hover, focus and the pause button', async ({ page }) => {
      await page.clock.install();
      await page.goto(`/${lang}`);
      const t = texts[lang];
      const last = slides.length - 1;
      await expect(activeSlideTitle(page)).toHaveText(slides[0]?.title ?? '');

      await page.clock.runFor(6_100);
      await expect(activeSlideTitle(page)).toHaveText(slides[1]?.title ?? '');

      // Dots and arrows (clicking focuses the control, which pauses the slider).
      await page.getByRole('button', { name: `${t.goTo} ${slides.length}` }).click();
      await expect(activeSlideTitle(page)).toHaveText(slides[last]?.title ?? '');
      await page.getByRole('button', { name: t.next }).click();
      await expect(activeSlideTitle(page)).toHaveText(slides[0]?.title ?? '');
      await page.getByRole('button', { name: t.previous }).click();
      await expect(activeSlideTitle(page)).toHaveText(slides[last]?.title ?? '');

      // Paused while focused and hovered.
      await page.clock.runFor(13_000);
      await expect(activeSlideTitle(page)).toHaveText(slides[last]?.title ?? '');

      // Leaves: auto-advance resumes and wraps from the last slide to the first.
      await page.mouse.move(5, 700);
      await page.mouse.move(5, 5);
      await blurAll(page);
      await page.clock.runFor(6_100);
      await expect(activeSlideTitle(page)).toHaveText(slides[0]?.title ?? '');

      // The pause button stops it.
      await page.getByRole('button', { name: t.pause }).click();
      await page.mouse.move(5, 5);
      await blurAll(page);
      await page.clock.runFor(13_000);
      await expect(activeSlideTitle(page)).toHaveText(slides[0]?.title ?? '');
      await expect(page.getByRole('button', { name: t.play })).toBeVisible();
    });

    test('hero slider does not auto-advance when the visitor prefers reduced motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.install();
      await page.goto(`/${lang}`);
      await expect(activeSlideTitle(page)).toHaveText(slides[0]?.title ?? '');
      await page.clock.runFor(13_000);
      await expect(activeSlideTitle(page)).toHaveText(slides[0]?.title ?? '');
    });

    test('status badges on the home are settled at view time', async ({ page }) => {
      const upcoming = lang === 'en' ? 'faculty-development-program' : 'prohrama-rozvytku-vykladachiv';
      await page.clock.setFixedTime(new Date('2031-01-01T10:00:00+02:00'));
      await page.goto(`/${lang}`);
      await expect(page.locator(`[data-section="programs"] li[data-slug="${upcoming}"] [data-status]`)).toHaveAttribute('data-status', 'active');
    });
  });
}
