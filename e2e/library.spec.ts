import { expect } from '@playwright/test';
import { test } from '../test/support/shared-page';
import { readContent } from '../test/support/content';

interface Resource {
  title: string;
  description: string;
  category: string;
  categories: number[];
  date: string;
  publication_date: string;
}
interface LibraryTexts {
  all_resources_text: string;
  no_results_title: string;
  no_results_search_text: string;
  clear_filters_text: string;
  download_text: string;
  card1_title: string;
  card2_title: string;
  card3_title: string;
  categories: { id: number; name: string }[];
}

const time = (r: Resource) => Date.parse((r.publication_date || r.date).replace(' ', 'T'));
/** Resources per page of the list (lib/constants.ts LIBRARY_PAGE_SIZE). */
const PER_PAGE = 10;

for (const lang of ['uk', 'en'] as const) {
  const page = readContent<LibraryTexts>(lang, 'pages/library.json');
  const resources = readContent<{ resources: Resource[] }>(lang, 'library.json').resources;
  const newest = [...resources].sort((a, b) => time(b) - time(a));

  test.describe(`library (${lang})`, () => {
    test('lists the resources newest first, a page at a time, with stats and link cards', async ({ page: p }) => {
      await p.goto(`/${lang}/library`);
      const rows = p.getByTestId('library-row');
      await expect(rows).toHaveCount(Math.min(PER_PAGE, resources.length));
      await expect(rows.first().getByRole('heading')).toHaveText(newest[0]!.title);
      const last = Math.ceil(resources.length / PER_PAGE);
      await p.getByTestId('library-pagination').getByRole('link').last().click();
      await expect(p).toHaveURL(new RegExp(`page=${last}`));
      await expect(rows.last().getByRole('heading')).toHaveText(newest[newest.length - 1]!.title);
      await expect(rows).toHaveCount(resources.length - (last - 1) * PER_PAGE);
      expect((await p.request.get(`/${lang}/library?page=${last + 1}`)).status()).toBe(404);
      await expect(p.getByText(`${resources.length}+`)).toBeVisible();
      await expect(rows.first().getByRole('link', { name: new RegExp(page.download_text) })).toBeVisible();
      await expect(p.getByTestId('library-card')).toHaveCount(3);
      await expect(p.getByTestId('library-card').first()).toContainText(page.card1_title);
    });

    test('filters by category and searches case-insensitively on title, category and description', async ({ page: p }) => {
      await p.goto(`/${lang}/library`);
      const category = page.categories.find((c) => resources.some((r) => r.categories.includes(c.id)))!;
      await p.getByTestId('category-pills').getByRole('button', { name: category.name, exact: true }).click();
      await expect(p).toHaveURL(new RegExp(`category=${category.id}`));
      await expect(p.getByTestId('library-row')).toHaveCount(Math.min(PER_PAGE, resources.filter((r) => r.categories.includes(category.id)).length));
      await p.getByTestId('category-pills').getByRole('button', { name: page.all_resources_text, exact: true }).click();
      const word = resources[0]!.category.split(' ')[0]!;
      await p.getByRole('searchbox').fill(word.toUpperCase());
      const expected = resources.filter((r) => [r.title, r.category, r.description].some((t) => t.toLowerCase().includes(word.toLowerCase())));
      await expect(p).toHaveURL(new RegExp(`q=${encodeURIComponent(word.toUpperCase())}`));
      await expect(p.getByTestId('library-row')).toHaveCount(Math.min(PER_PAGE, expected.length));
    });

    test('an empty search shows the no-results state with the query and clears the filters', async ({ page: p }) => {
      await p.goto(`/${lang}/library`);
      await p.getByRole('searchbox').fill('zzqxnothing');
      const empty = p.getByTestId('library-empty');
      await expect(empty).toContainText(page.no_results_title);
      await expect(empty).toContainText(page.no_results_search_text.replace('{query}', 'zzqxnothing'));
      await empty.getByRole('link', { name: page.clear_filters_text }).click();
      await expect(p.getByTestId('library-row')).toHaveCount(Math.min(PER_PAGE, resources.length));
      await expect(p.getByRole('searchbox')).toHaveValue('');
    });

    test('the mobile dropdown lists categories within 15rem', async ({ page: p }) => {
      await p.setViewportSize({ width: 390, height: 800 });
      await p.goto(`/${lang}/library`);
      const dropdown = p.getByTestId('category-dropdown');
      await dropdown.getByRole('button').first().click();
      const maxHeight = await dropdown.locator('ul').evaluate((el) => getComputedStyle(el).maxHeight);
      expect(maxHeight).toBe('240px');
      await p.keyboard.press('Escape');
      await expect(dropdown.locator('ul')).toHaveCount(0);
    });
  });
}
