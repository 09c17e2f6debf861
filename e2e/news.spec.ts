import { expect, test, type Page } from '@playwright/test';
import { readContent } from '../test/support/content';
import { holdScripts } from '../test/support/hold-scripts';

interface NewsItem {
  title: string;
  description: string;
  slug: string;
  date: string;
  status?: string;
  categories: number[];
}
interface NewsPageTexts {
  news_per_page: number;
  filter_all_news: string;
  search_placeholder: string;
  no_search_results: string;
  no_category_results: string;
  search_results_one: string;
  search_results_few: string;
  search_results_many: string;
  search_results_other: string;
  categories: { id: number; name: string }[];
}

const HIDDEN = [260, 262];
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();

for (const lang of ['uk', 'en'] as const) {
  const page = readContent<NewsPageTexts>(lang, 'pages/news.json');
  const all = readContent<{ news: NewsItem[] }>(lang, 'news.json')
    .news.filter((n) => (n.status ?? 'publish') === 'publish' && !n.categories.some((c) => HIDDEN.includes(c)))
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  const perPage = page.news_per_page || 6;
  const plural = (count: number) => {
    const form = new Intl.PluralRules(lang === 'uk' ? 'uk-UA' : 'en-US').select(count);
    const template =
      form === 'one' ? page.search_results_one : form === 'few' ? page.search_results_few : form === 'many' ? page.search_results_many : page.search_results_other;
    return template.replace('{count}', String(count));
  };
  const cards = (p: Page) => p.getByTestId('news-card');
  const pills = (p: Page) => p.getByTestId('category-pills');
  const search = (p: Page) => p.getByRole('searchbox');

  test.describe(`news list (${lang})`, () => {
    test('shows page 1 of all news, newest first, without hidden categories', async ({ page: p }) => {
      await p.goto(`/${lang}/news`);
      await expect(cards(p)).toHaveCount(Math.min(perPage, all.length));
      await expect(cards(p).first().getByRole('heading')).toHaveText(text(all[0]!.title));
      await expect(p.getByTestId('news-count')).toHaveText(plural(all.length));
      for (const hidden of readContent<{ news: NewsItem[] }>(lang, 'news.json').news.filter((n) => n.categories.some((c) => HIDDEN.includes(c)))) {
        await expect(p.getByRole('link', { name: text(hidden.title) })).toHaveCount(0);
      }
      await expect(p.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', new RegExp(`/${lang}/news/feed.xml$`));
    });

    test('filters by category, keeps it in the address, and Back restores the previous view', async ({ page: p }) => {
      await p.goto(`/${lang}/news`);
      const category = page.categories.find((c) => all.some((n) => n.categories.includes(c.id)))!;
      const expected = all.filter((n) => n.categories.includes(category.id));
      await pills(p).getByRole('button', { name: category.name, exact: true }).click();
      await expect(p).toHaveURL(new RegExp(`category=${category.id}`));
      await expect(p.getByTestId('news-count')).toHaveText(plural(expected.length));
      await expect(cards(p).first().getByRole('heading')).toHaveText(text(expected[0]!.title));
      await expect(pills(p).getByRole('button', { name: category.name, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await p.goBack();
      await expect(p).toHaveURL(new RegExp(`/${lang}/news$`));
      await expect(p.getByTestId('news-count')).toHaveText(plural(all.length));
      // A shared filtered address opens filtered.
      await p.goto(`/${lang}/news?category=${category.id}`);
      await expect(p.getByTestId('news-count')).toHaveText(plural(expected.length));
    });

    test('a category chosen while the typed search waits for its pause keeps that text: one view with both', async ({ page: p }) => {
      await p.addInitScript(() => document.addEventListener('render-event', () => document.documentElement.setAttribute('data-rendered', ''), { once: true }));
      await p.goto(`/${lang}/news`);
      await expect(p.locator('html[data-rendered]')).toBeAttached({ timeout: 20_000 });
      const category = page.categories.find((c) => all.some((n) => n.categories.includes(c.id)))!;
      const word = text(all.find((n) => n.categories.includes(category.id))!.title).split(' ').find((w) => w.length > 4)!;
      const expected = all.filter((n) => n.categories.includes(category.id) && `${n.title} ${n.description}`.toLowerCase().includes(word.toLowerCase()));
      await search(p).fill(word);
      await pills(p).getByRole('button', { name: category.name, exact: true }).click();
      await expect.poll(() => Object.fromEntries(new URL(p.url()).searchParams)).toEqual({ category: String(category.id), q: word });
      await expect(p.getByTestId('news-count')).toHaveText(plural(expected.length));
      await expect(search(p)).toHaveValue(word);
    });

    test('searches case-insensitively on title or description, with the empty state and the query', async ({ page: p }) => {
      await p.goto(`/${lang}/news`);
      const word = text(all[1]!.title).split(' ').find((w) => w.length > 4)!;
      const needle = word.toUpperCase();
      const expected = all.filter((n) => `${n.title} ${n.description}`.toLowerCase().includes(word.toLowerCase()));
      await search(p).fill(needle);
      await expect(p).toHaveURL(new RegExp(`q=${encodeURIComponent(needle).replace(/%20/g, '\\+')}`));
      await expect(p.getByTestId('news-count')).toHaveText(plural(expected.length));
      await search(p).fill('zzqxnothing');
      await expect(p.getByTestId('news-empty')).toContainText(page.no_search_results);
      await expect(p.getByTestId('news-empty')).toContainText('zzqxnothing');
    });

    test('keeps what was typed before the scripts ran and searches it', async ({ page: p }) => {
      const word = text(all[1]!.title).split(' ').find((w) => w.length > 4)!;
      const expected = all.filter((n) => `${n.title} ${n.description}`.toLowerCase().includes(word.toLowerCase()));
      const { release } = await holdScripts(p);
      await p.goto(`/${lang}/news`, { waitUntil: 'domcontentloaded' });
      await search(p).fill(word);
      release();
      // Every chunk arrives at once and the page hydrates: on a busy machine that outlasts the default 8 s.
      await expect(p).toHaveURL(new RegExp(`q=${encodeURIComponent(word).replace(/%20/g, '\\+')}`), { timeout: 20_000 });
      await expect(search(p)).toHaveValue(word);
      await expect(search(p)).toBeFocused();
      await expect(p.getByTestId('news-count')).toHaveText(plural(expected.length));
    });

    test('pages with dots, each a link to ?page=N; changing the category or search resets to page 1', async ({ page: p }) => {
      expect(all.length, 'the content has more than one page of news').toBeGreaterThan(perPage);
      await p.goto(`/${lang}/news`);
      const dots = p.getByTestId('news-pagination').getByRole('link');
      await expect(dots).toHaveCount(Math.ceil(all.length / perPage));
      await expect(dots.nth(1)).toHaveAttribute('href', new RegExp(`^/${lang}/news\\?page=2(#|$)`));
      await dots.nth(1).click();
      await expect(p).toHaveURL(/page=2/);
      await expect(cards(p).first().getByRole('heading')).toHaveText(text(all[perPage]!.title));
      await expect(dots.nth(1)).toHaveAttribute('aria-current', 'page');
      await pills(p).getByRole('button', { name: page.filter_all_news, exact: true }).click();
      await expect(p).not.toHaveURL(/page=/);
      await dots.nth(1).click();
      await expect(p).toHaveURL(/page=2/);
      await search(p).fill('a');
      await expect(p).not.toHaveURL(/page=2/);
    });

    test('an empty category shows the category empty state', async ({ page: p }) => {
      await p.goto(`/${lang}/news?category=99999`);
      await expect(p.getByTestId('news-empty')).toHaveText(page.no_category_results);
    });

    test('every page is its own server-rendered address: ?page=N works without scripts, and past the last page is a 404', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const p = await context.newPage();
      const last = Math.ceil(all.length / perPage);
      const response = await p.goto(`/${lang}/news?page=${last}`);
      expect(response?.status()).toBe(200);
      await expect(cards(p)).toHaveCount(all.length - (last - 1) * perPage);
      await expect(cards(p).last().getByRole('heading')).toHaveText(text(all[all.length - 1]!.title));
      await expect(p.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${lang}/news\\?page=${last}$`));
      await expect(p.getByTestId('news-pagination').getByRole('link', { name: new RegExp(`${last}$`) })).toHaveAttribute('aria-current', 'page');
      // The first page is the list's own address.
      await p.getByTestId('news-pagination').getByRole('link').first().click();
      await expect(p).toHaveURL(new RegExp(`/${lang}/news(#news-list)?$`));
      await expect(cards(p).first().getByRole('heading')).toHaveText(text(all[0]!.title));
      await context.close();
      for (const past of [last + 1, 0]) expect((await (await browser.newContext()).request.get(`/${lang}/news?page=${past}`)).status()).toBe(404);
    });

    test('the mobile dropdown closes on an outside click and on Escape', async ({ page: p }) => {
      await p.setViewportSize({ width: 390, height: 800 });
      // The page's render-event comes once it has hydrated: a click before that finds no handler.
      await p.addInitScript(() => document.addEventListener('render-event', () => document.documentElement.setAttribute('data-rendered', ''), { once: true }));
      await p.goto(`/${lang}/news`);
      await expect(p.locator('html[data-rendered]')).toBeAttached({ timeout: 20_000 });
      const dropdown = p.getByTestId('category-dropdown');
      const toggle = dropdown.getByRole('button').first();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await p.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await p.mouse.click(5, 700);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      const category = page.categories.find((c) => all.some((n) => n.categories.includes(c.id)))!;
      await dropdown.getByRole('button', { name: category.name, exact: true }).click();
      await expect(p).toHaveURL(new RegExp(`category=${category.id}`));
    });
  });
}
