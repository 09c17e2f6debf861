import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../test/support/axe';
import { readContent } from '../test/support/content';

interface ExhibitionPage {
  hero_title: string;
  hero_subtitle: string;
  hero_dates: string;
  about_title: string;
  timeline_title: string;
  timeline_instruction: string;
  authors_title: string;
  closing_text: string;
}
interface GalleryImage {
  id: number;
  src?: string | null;
  image?: string | null;
  title: string;
}
interface Author {
  name: string;
  permalink: string;
  avatar: string | false;
}
interface TimelineEvent {
  id: number;
  title: string;
}

const TEXTS = {
  uk: { readMore: 'Читати далі', instruction: 'Перетягніть або проведіть, щоб переглянути хронологію', region: 'Хронологія подій, прокручується', goTo: 'Перейти на сторінку', next: 'Наступне зображення', previous: 'Попереднє зображення', close: 'Закрити', photoBy: 'Фото:' },
  en: { readMore: 'Read More', instruction: 'Drag or swipe to view timeline', region: 'Timeline of events, scrollable', goTo: 'Go to page', next: 'Next image', previous: 'Previous image', close: 'Close', photoBy: 'Photo by' },
} as const;

const scrollLeftOf = (region: Locator) => region.evaluate((el) => el.scrollLeft);
const gallerySection = (page: Page) => page.locator('section[aria-labelledby="exhibition-gallery"]');
/** The gallery's first photo button (it opens the lightbox). */
const firstPhoto = (page: Page) => gallerySection(page).locator('ul[aria-label] button').first();

async function regionCentre(page: Page, region: Locator) {
  await region.scrollIntoViewIfNeeded();
  const box = await region.boundingBox();
  if (!box) throw new Error('timeline not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

for (const lang of ['uk', 'en'] as const) {
  const texts = TEXTS[lang];
  const data = readContent<ExhibitionPage>(lang, 'pages/photo-exhibition.json');
  const images = readContent<GalleryImage[]>(lang, 'photo-gallery.json').filter((i) => (i.src ?? i.image ?? '') !== '');
  const authors = readContent<Author[]>(lang, 'authors.json');
  const events = readContent<TimelineEvent[]>(lang, 'timeline-events.json');

  test.describe(`photo exhibition (${lang})`, () => {
    test('full-height hero, about, gallery, timeline, authors and closing text from the CMS', async ({ page }) => {
      await page.goto(`/${lang}/photo-exhibition`);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveText(data.hero_title);
      await expect(page.getByText(data.hero_subtitle)).toBeVisible();
      await expect(page.getByText(data.hero_dates)).toBeVisible();
      // The tallest ancestor of the title whose class names the hero (its inner wrappers are shorter).
      const heroHeight = await page.evaluate(() => {
        let best = 0;
        for (let el = document.querySelector('h1')?.parentElement ?? null; el && el.tagName !== 'MAIN'; el = el.parentElement) {
          if (/hero/i.test(el.className)) best = Math.max(best, el.offsetHeight);
        }
        return best;
      });
      expect(heroHeight).toBeGreaterThan((page.viewportSize()?.height ?? 720) * 0.8);
      await expect(page.getByRole('heading', { name: data.about_title })).toBeVisible();
      await expect(page.getByRole('heading', { name: data.timeline_title })).toBeVisible();
      await expect(page.getByRole('heading', { name: data.authors_title })).toBeVisible();
      await expect(page.getByText(data.closing_text)).toBeVisible();
    });

    test('gallery: 16 per page, page dots, no broken images, lightbox wrapping at both ends', async ({ page }) => {
      await page.goto(`/${lang}/photo-exhibition`);
      const gallery = gallerySection(page);
      const thumbs = gallery.locator('ul[aria-label] > li');
      await expect(thumbs).toHaveCount(16);
      const pages = Math.ceil(images.length / 16);
      await expect(gallery.getByRole('button', { name: new RegExp(texts.goTo) })).toHaveCount(pages);
      await gallery.getByRole('button', { name: `${texts.goTo} 2` }).click();
      await expect(thumbs).toHaveCount(images.length - 16);
      await expect(gallery.getByRole('button', { name: `${texts.goTo} 2` })).toHaveAttribute('aria-current', 'page');
      const broken = await gallery.locator('img').evaluateAll((imgs) => imgs.filter((img) => !img.getAttribute('src')).length);
      expect(broken).toBe(0);

      await gallery.getByRole('button', { name: `${texts.goTo} 1` }).click();
      // The lightbox's code and styles load on the first open (components/ui/LazyLightbox.tsx): the
      // dialog must be styled (a fixed, opaque backdrop) in the same moment it enters the page.
      await page.evaluate(() => {
        const seen = window as unknown as { lightboxFirstStyle?: string };
        new MutationObserver((changes, observer) => {
          for (const change of changes)
            for (const node of change.addedNodes) {
              const dialog = node instanceof HTMLElement ? node.querySelector('[role="dialog"]') : null;
              if (!dialog?.parentElement) continue;
              const style = getComputedStyle(dialog.parentElement);
              seen.lightboxFirstStyle = `${style.position} ${style.backgroundColor}`;
              observer.disconnect();
            }
        }).observe(document.body, { childList: true });
      });
      await thumbs.first().getByRole('button').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { lightboxFirstStyle?: string }).lightboxFirstStyle)).toBe('fixed rgb(7, 29, 54)');
      await expect(dialog).toContainText(images[0]?.title ?? '');
      await expect(dialog).toContainText(texts.photoBy);
      await dialog.getByRole('button', { name: texts.previous }).click();
      await expect(dialog).toContainText(images[images.length - 1]?.title ?? '');
      await dialog.getByRole('button', { name: texts.next }).click();
      await expect(dialog).toContainText(images[0]?.title ?? '');
      await page.keyboard.press('ArrowLeft');
      await expect(dialog).toContainText(images[images.length - 1]?.title ?? '');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(thumbs.first().getByRole('button')).toBeFocused();
    });

    test('timeline: events by id descending, drag by mouse scrolls twice the distance, keyboard scrolling', async ({ page }) => {
      await page.goto(`/${lang}/photo-exhibition`);
      const region = page.getByRole('region', { name: texts.region });
      const sorted = [...events].sort((a, b) => b.id - a.id);
      await expect(region.getByRole('heading', { level: 3 })).toHaveText(sorted.map((e) => e.title));
      await expect(page.getByText(data.timeline_instruction || texts.instruction)).toBeVisible();
      expect(await region.locator('ol').evaluate((el) => el.getBoundingClientRect().width)).toBe(events.length * 280 + 400);

      const centre = await regionCentre(page, region);
      expect(await scrollLeftOf(region)).toBe(0);
      await page.mouse.move(centre.x, centre.y);
      await page.mouse.down();
      await page.mouse.move(centre.x - 60, centre.y, { steps: 3 });
      await page.mouse.move(centre.x - 120, centre.y, { steps: 3 });
      await page.mouse.up();
      expect(await scrollLeftOf(region)).toBe(240);

      await region.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => scrollLeftOf(region)).toBe(520);
      await page.keyboard.press('Home');
      await expect.poll(() => scrollLeftOf(region)).toBe(0);
      await page.keyboard.press('End');
      const max = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
      await expect.poll(() => scrollLeftOf(region)).toBe(max);
    });

    test('authors: avatar, name, info and "Read More" to our host and the current language', async ({ page, request }) => {
      await page.goto(`/${lang}/photo-exhibition`);
      const section = page.locator('section[aria-labelledby="exhibition-authors"]');
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(authors.map((a) => a.name));
      for (const author of authors) {
        const item = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: author.name }) });
        const slug = new URL(author.permalink).pathname.split('/').filter(Boolean).pop();
        // A path on this site ("a path would do"), to an author page that exists.
        await expect(item.getByRole('link', { name: new RegExp(texts.readMore) })).toHaveAttribute('href', `/${lang}/authors/${slug}`);
        expect((await request.get(`/${lang}/authors/${slug}`, { maxRedirects: 0 })).status(), `${author.name}'s page`).toBe(200);
        // An author without an avatar gets a placeholder, never a broken image.
        await expect(item.locator('img')).toHaveCount(author.avatar ? 1 : 0);
      }
    });

    test("pointing at a photo fetches the lightbox's code, so the click opens it with no request of its own", async ({ page }) => {
      await page.goto(`/${lang}/photo-exhibition`);
      await page.waitForLoadState('networkidle');
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      const thumb = firstPhoto(page);
      await thumb.hover();
      await expect.poll(() => scripts.length).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      const fetched = scripts.length;
      await thumb.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(scripts.length).toBe(fetched);
    });

    test('passes axe with the lightbox open (closed: checked with the route table)', async ({ page }) => {
      await page.goto(`/${lang}/photo-exhibition`);
      await firstPhoto(page).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test.describe(`by touch (${lang})`, () => {
    test.use({ hasTouch: true });

    test('a swipe scrolls the timeline by twice its length', async ({ page }) => {
      await page.goto(`/${lang}/photo-exhibition`);
      const region = page.getByRole('region', { name: texts.region });
      const centre = await regionCentre(page, region);
      const client = await page.context().newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
        client.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y: centre.y }] });
      await touch('touchStart', centre.x);
      await touch('touchMove', centre.x - 50);
      await touch('touchMove', centre.x - 100);
      await touch('touchEnd', centre.x - 100);
      await expect.poll(() => scrollLeftOf(region)).toBe(200);
    });

    test("on a touch screen the photos' titles and captions always show, and each button's name holds them (axe)", async ({ page }) => {
      await page.goto(`/${lang}/photo-exhibition`);
      expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
      const first = firstPhoto(page);
      await expect(first.locator('span[aria-hidden="true"]')).toHaveCSS('opacity', '1');
      await expectNoAxeViolations(page);
    });
  });
}
