import { expect } from '@playwright/test';
import { test } from '../test/support/shared-page';
import { expectNoAxeViolations } from '../test/support/axe';
import { readContent } from '../test/support/content';

interface Item {
  slug: string;
  title: string;
  curator_id: number | string;
  global_blocks: { id: number; position: string; content: string }[];
  alternate_slug: string | null;
}
interface Team {
  team: { id: number; name: string }[];
}

/** The content facts these tests rely on, per language (content/{lang}/dynamic-content.json). */
const SLUGS = {
  uk: {
    plain: 'polityka-konfidentsiinosti',
    rich: 'partnerstva-z-universytetamy',
    noCoordinator: 'vizova-pidtrymka-j-1',
    faq: 'yak-pidhotuvaty-rekomendatsiini-lysty',
    program: 'prohrama-dlia-mahistrantiv',
    news: '80-rokiv-prohrami-fulbraita',
    author: 'oleksandra-petrenko',
  },
  en: {
    plain: 'privacy-policy',
    rich: 'university-partnerships',
    noCoordinator: 'j-1-visa-support',
    faq: 'how-to-prepare-reference-letters',
    program: 'graduate-student-program',
    news: 'fulbright-program-80-years',
    author: 'oleksandra-petrenko-photographer',
  },
} as const;

const TEXTS = {
  uk: { home: 'Головна', back: 'Назад', notice: 'Цей матеріал є частиною розділу FAQ', wait: 'Будь ласка, зачекайте...', coordinator: 'Координатор програми' },
  en: { home: 'Home', back: 'Back', notice: 'This content is part of our FAQ section. You will be redirected automatically...', wait: 'Please wait...', coordinator: 'Program coordinator' },
} as const;

const plainText = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

for (const lang of ['uk', 'en'] as const) {
  const slugs = SLUGS[lang];
  const texts = TEXTS[lang];
  const items = readContent<Item[]>(lang, 'dynamic-content.json');
  const item = (slug: string) => {
    const found = items.find((i) => i.slug === slug);
    if (!found) throw new Error(`content/${lang}/dynamic-content.json lacks ${slug}`);
    return found;
  };

  test.describe(`dynamic content page (${lang})`, () => {
    test('renders breadcrumb, title, body and Back, without a coordinator card when there is no curator', async ({ page }) => {
      const plain = item(slugs.plain);
      const response = await page.goto(`/${lang}/${slugs.plain}`);
      expect(response?.status()).toBe(200);
      const breadcrumb = page.getByRole('navigation', { name: lang === 'uk' ? 'Навігаційний ланцюжок' : 'Breadcrumb' });
      await expect(breadcrumb.getByRole('link', { name: texts.home })).toHaveAttribute('href', `/${lang}`);
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(plain.title);
      await expect(page.getByRole('heading', { level: 1, name: plain.title })).toBeVisible();
      await expect(page.locator('h1')).not.toHaveAttribute('data-long-title', 'true');
      await expect(page.getByTestId('coordinator-card')).toHaveCount(0);
      await expect(page).toHaveTitle(new RegExp(plain.title));
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.some((text) => text.includes('"BreadcrumbList"') && text.includes(plain.title))).toBe(true);
      await expect(page.getByTestId('back-button')).toHaveText(new RegExp(texts.back));
    });

    test('shows the global blocks in place, a smaller long title and the coordinator card from the team', async ({ page }) => {
      const rich = item(slugs.rich);
      const team = readContent<Team>(lang, 'team.json').team;
      const coordinator = team.find((member) => member.id === Number(rich.curator_id));
      if (!coordinator) throw new Error('the rich page needs a curator in the team');
      expect(rich.title.length).toBeGreaterThan(42);
      await page.goto(`/${lang}/${slugs.rich}`);
      await expect(page.locator('h1')).toHaveAttribute('data-long-title', 'true');
      const card = page.getByTestId('coordinator-card');
      await expect(card).toBeVisible();
      await expect(card).toContainText(texts.coordinator);
      await expect(card).toContainText(coordinator.name);
      // Text without spaces, so element boundaries do not matter.
      const squash = (text: string) => text.replace(/\s+/g, '');
      const blocks = rich.global_blocks.map((b) => squash(plainText(b.content)).slice(0, 30));
      const articleText = squash((await page.locator('article').textContent()) ?? '');
      const positions = blocks.map((b) => articleText.indexOf(b));
      expect(positions.every((p) => p >= 0), `blocks ${JSON.stringify(blocks)}`).toBe(true);
      // start, after_content and end appear in that order.
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    });

    test('hides the coordinator card when curator_id is not a team member', async ({ page }) => {
      const hidden = item(slugs.noCoordinator);
      await page.goto(`/${lang}/${slugs.noCoordinator}`);
      await expect(page.getByRole('heading', { level: 1, name: hidden.title })).toBeVisible();
      await expect(page.getByTestId('coordinator-card')).toHaveCount(0);
    });

    test('FAQ categories show the notice, then replace the location with the FAQ page', async ({ page }) => {
      await page.goto(`/${lang}/${slugs.faq}`);
      const notice = page.getByTestId('faq-notice');
      await expect(notice).toContainText(texts.notice);
      await expect(notice).toContainText(texts.wait);
      await page.waitForURL(`**/${lang}/faq`, { timeout: 8_000 });
    });

    test('programme categories redirect on the server to the programme', async ({ request }) => {
      const response = await request.get(`/${lang}/${slugs.program}`, { maxRedirects: 0 });
      expect([307, 308]).toContain(response.status());
      expect(response.headers().location).toMatch(new RegExp(`/${lang}/programs/${slugs.program}$`));
    });

    test('news categories redirect on the server to the article', async ({ request }) => {
      const response = await request.get(`/${lang}/${slugs.news}`, { maxRedirects: 0 });
      expect([307, 308]).toContain(response.status());
      expect(response.headers().location).toMatch(new RegExp(`/${lang}/news/${slugs.news}$`));
    });

    test('author categories use the variant hero with a round image and no headings in the body', async ({ page }) => {
      const author = item(slugs.author);
      for (const path of [`/${lang}/${slugs.author}`, `/${lang}/authors/${slugs.author}`]) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: author.title })).toBeVisible();
        const image = page.getByTestId('round-image');
        await expect(image).toBeVisible();
        expect(await image.evaluate((el) => getComputedStyle(el).borderRadius)).toBe('50%');
        await expect(page.locator('article h2, article h3, article h4, article h5, article h6').filter({ hasText: author.title })).toHaveCount(0);
        await expect(page.locator('article').locator('h1')).toHaveCount(1);
      }
    });

    test('an unknown slug is the 404 screen with status 404', async ({ page }) => {
      const response = await page.goto(`/${lang}/no-such-content-${lang}`);
      expect(response?.status()).toBe(404);
      const authors = await page.request.get(`/${lang}/authors/no-such-author`);
      expect(authors.status()).toBe(404);
    });

    test('the other language\'s slug leads to this language\'s page', async ({ request }) => {
      const plain = item(slugs.plain);
      if (!plain.alternate_slug) throw new Error('the plain page needs a translation');
      const response = await request.get(`/${lang}/${plain.alternate_slug}`, { maxRedirects: 0 });
      expect([307, 308]).toContain(response.status());
      expect(response.headers().location).toMatch(new RegExp(`/${lang}/${slugs.plain}$`));
    });

    test('Back returns to the previous page', async ({ page }) => {
      await page.goto(`/${lang}`);
      await page.goto(`/${lang}/${slugs.plain}`);
      await page.getByTestId('back-button').click();
      await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    });

    test('passes axe', async ({ page }) => {
      // The author screen is checked with the route table (authors/{slug}).
      await page.goto(`/${lang}/${slugs.rich}`);
      await expectNoAxeViolations(page);
    });
  });
}
