import { expect } from '@playwright/test';
import { test } from '../test/support/shared-page';
import { expectNoAxeViolations } from '../test/support/axe';

/**
 * The hard-coded pages (impact, article, circles demo, Ukrainian programmes, research).
 * Their figures are the office's own (lib/i18n/office-figures.ts), where the spec's sample values
 * (1000+ alumni, 50+ partners, 200+ host institutions) contradict what the office's CMS pages say.
 */
const T = {
  uk: {
    impact: { title: 'Вплив програми', figures: ['2 000+', '30+', '150+'], labels: ['Випускників', 'Років в Україні', 'Партнерських установ'] },
    article: { title: 'Майбутнє міжнародної освіти', related: 'Пов’язані теми' },
    circles: ['Великі', 'Середні', 'Малі', 'Інтерактивні'],
    research: { title: 'Дослідження', findings: 'Ключові висновки' },
    tabs: ['Огляд', 'Програми', 'Ресурси', 'Відгуки', 'Події', 'Новини', 'Питання', 'Контакти'],
    apply: 'Подати заявку',
    explore: 'Переглянути програми',
    impactFigures: ['2 000+', '350+', '85%', '30+'],
    duration: ['Тривалість: 45 хвилин', 'Тривалість: 60 хвилин', 'Тривалість: 75 хвилин'],
    download: 'Завантажити PDF',
    subscribe: 'Підписатися',
    subscribed: 'Дякуємо за підписку на нашу розсилку!',
    required: 'Будь ласка, введіть адресу електронної пошти',
    rateLimit: 'Забагато спроб. Спробуйте ще раз за годину.',
    email: 'Адреса електронної пошти',
  },
  en: {
    impact: { title: 'Program Impact', figures: ['2,000+', '30+', '150+'], labels: ['Alumni', 'Years in Ukraine', 'Partner Institutions'] },
    article: { title: 'The Future of International Education', related: 'Related Topics' },
    circles: ['Large', 'Medium', 'Small', 'Interactive'],
    research: { title: 'Research', findings: 'Key findings' },
    tabs: ['Overview', 'Programs', 'Resources', 'Testimonials', 'Events', 'News', 'FAQ', 'Contact'],
    apply: 'Apply Now',
    explore: 'Explore Programs',
    impactFigures: ['2,000+', '350+', '85%', '30+'],
    duration: ['Duration: 45 minutes', 'Duration: 60 minutes', 'Duration: 75 minutes'],
    download: 'Download PDF',
    subscribe: 'Subscribe',
    subscribed: 'Thank you for subscribing to our newsletter!',
    required: 'Please enter your email address',
    rateLimit: 'Too many attempts. Please try again in an hour.',
    email: 'Email address',
  },
} as const;

for (const lang of ['uk', 'en'] as const) {
  const t = T[lang];

  test.describe(`static pages (${lang})`, () => {
    test('impact: three headline figures, the impact story and every block type', async ({ page }) => {
      await page.goto(`/${lang}/impact`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.impact.title);
      const hero = page.locator('dl').first();
      await expect(hero.locator('dd')).toHaveText([...t.impact.figures]);
      await expect(hero.locator('dt')).toHaveText([...t.impact.labels]);
      await expect(page.locator('section[aria-labelledby="impact-story"] blockquote')).toHaveCount(2);
      for (const block of ['statistics', 'timeline', 'research', 'testimonials', 'globalNetwork', 'publications', 'mediaHighlights', 'impactMetrics']) {
        await expect(page.locator(`section[data-block="${block}"] h2`)).toBeVisible();
      }
    });

    test('article: title, author card, text, quote and captioned image, Related Topics', async ({ page }) => {
      await page.goto(`/${lang}/custom-article`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.article.title);
      await expect(page.locator('article blockquote')).toBeVisible();
      await expect(page.locator('article figure figcaption')).toBeVisible();
      await expect(page.locator('section[aria-labelledby="article-author"] img')).toBeVisible();
      const related = page.getByRole('navigation', { name: t.article.related });
      await expect(related.getByRole('link').first()).toHaveAttribute('href', new RegExp(`^/${lang}/`));
    });

    test('circles demo: groups Large, Medium, Small, Interactive with named variants; interactive ones toggle', async ({ page }) => {
      await page.goto(`/${lang}/circles-demo`);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([...t.circles]);
      await expect(page.getByTestId('circle-variant')).toHaveCount(12);
      // The first toggle by position: a `pressed: false` locator would move on to the next one once clicked.
      const toggle = page.getByRole('main').locator('button[aria-pressed]').first();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    });

    test('research: the example study with its findings', async ({ page }) => {
      await page.goto(`/${lang}/research`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.research.title);
      await expect(page.getByRole('heading', { name: t.research.findings })).toBeVisible();
      await expect(page.locator('article li')).toHaveCount(4);
    });

  });

  test.describe(`Ukrainian programmes (${lang})`, () => {
    test('tabs switch in place by click, keep the tab in the hash; overview is the default', async ({ page }) => {
      await page.goto(`/${lang}/ukraine-programs`);
      const tablist = page.getByRole('tablist');
      await expect(tablist.getByRole('tab')).toHaveText([...t.tabs]);
      await expect(page.getByRole('tab', { selected: true })).toHaveText(t.tabs[0]);
      await expect(page.getByRole('tabpanel')).toContainText(t.impactFigures[0]);
      await expect(page.getByRole('tabpanel').locator('dd')).toHaveText([...t.impactFigures]);
      await expect(page.locator('#apply ol > li')).toHaveCount(4);

      await page.getByRole('tab', { name: t.tabs[2] }).click();
      await expect(page).toHaveURL(/#resources$/);
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByTestId('webinar')).toHaveText(t.duration.map((d) => new RegExp(d)));
      await expect(panel.getByRole('link', { name: new RegExp(t.download) })).toHaveCount(4);
      const pdf = await page.request.get((await panel.getByRole('link', { name: new RegExp(t.download) }).first().getAttribute('href')) ?? '');
      expect(pdf.status()).toBe(200);

      await page.getByRole('tab', { name: t.tabs[6] }).click();
      await expect(page.getByRole('tabpanel').locator('details')).toHaveCount(5);
      await page.getByRole('tab', { name: t.tabs[1] }).click();
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveCount(4);
      await page.getByRole('tab', { name: t.tabs[4] }).click();
      await expect(page.getByRole('tabpanel').locator('table tbody tr')).toHaveCount(3);
    });

    test('tabs by arrow keys, Home and End (roving focus)', async ({ page }) => {
      await page.goto(`/${lang}/ukraine-programs`);
      await page.getByRole('tab', { name: t.tabs[0] }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: t.tabs[1] })).toBeFocused();
      await expect(page.getByRole('tab', { name: t.tabs[1] })).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(/#programs$/);
      await page.keyboard.press('End');
      await expect(page.getByRole('tab', { name: t.tabs[7] })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: t.tabs[0] })).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('tab', { name: t.tabs[7] })).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Home');
      await expect(page.getByRole('tab', { name: t.tabs[0] })).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('tabpanel')).toBeFocused();
    });

    test('a link with a hash opens that tab; the hero buttons open the programmes and the application steps', async ({ page }) => {
      await page.goto(`/${lang}/ukraine-programs#events`);
      await expect(page.getByRole('tab', { name: t.tabs[4] })).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('link', { name: t.explore }).click();
      await expect(page.getByRole('tab', { name: t.tabs[1] })).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('link', { name: t.apply }).click();
      await expect(page.getByRole('tab', { name: t.tabs[0] })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('#apply')).toBeInViewport();
      await expect(page.getByRole('tablist')).toBeInViewport(); // sticky
    });

    test('the subscribe form posts to the newsletter route and shows its answers', async ({ page }) => {
      const bodies: unknown[] = [];
      let answer: { status: number; body: unknown } = { status: 200, body: { success: true, already_subscribed: false, message: '' } };
      await page.route('**/api/newsletter', async (route) => {
        bodies.push(route.request().postDataJSON());
        await route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) });
      });
      await page.goto(`/${lang}/ukraine-programs`);
      const email = page.getByLabel(t.email);
      const submit = page.getByRole('button', { name: t.subscribe });
      await submit.click();
      await expect(page.getByText(t.required)).toBeVisible();
      expect(bodies).toHaveLength(0);
      await email.fill('olena@example.org');
      await submit.click();
      await expect(page.getByText(t.subscribed)).toBeVisible();
      expect(bodies).toEqual([{ email: 'olena@example.org', honeypot: '', lang, page: `/${lang}/ukraine-programs` }]);
      await expect(email).toHaveValue('');
      answer = { status: 429, body: { error: 'rate_limit' } };
      await email.fill('olena@example.org');
      await submit.click();
      await expect(page.getByText(t.rateLimit)).toBeVisible();
    });

    test('passes axe on every tab other than the default one (checked with the route table)', async ({ page }) => {
      await page.goto(`/${lang}/ukraine-programs`);
      for (const name of t.tabs.slice(1)) {
        await page.getByRole('tab', { name }).click();
        await expectNoAxeViolations(page);
      }
    });
  });
}
