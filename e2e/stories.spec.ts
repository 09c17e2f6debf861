import { expect } from '@playwright/test';
import { test } from '../test/support/shared-page';
import { readContent } from '../test/support/content';

interface Testimonial {
  id: number;
  name: string;
  content: string;
  year?: string | null;
  program?: string | null;
}

const TEXT = {
  uk: { empty: 'Історій не знайдено', product: 'Фулбрайт', search: 'Пошук', year: 'Рік', program: 'Програма', readFull: 'Читати повністю', less: 'Згорнути' },
  en: { empty: 'No stories found', product: 'Fulbright', search: 'Search', year: 'Year', program: 'Program', readFull: 'Read full story', less: 'Show less' },
} as const;

const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ').replace(/\s+/g, ' ').trim();
const normalise = (year: string | null | undefined) => ((year ?? '').trim() === '' ? String(new Date().getFullYear()) : (year ?? '').trim().replace(/\s*[‐-―−-]+\s*/g, '-'));
const lastYear = (y: string) => Number((y.match(/\d{4}/g) ?? ['0']).slice(-1)[0]);

for (const lang of ['uk', 'en'] as const) {
  test.describe(`stories page (${lang})`, () => {
    const items = readContent<Testimonial[]>(lang, 'testimonials.json');
    const t = TEXT[lang];
    const years = [...new Set(items.map((i) => normalise(i.year)))].sort((a, b) => lastYear(b) - lastYear(a) || a.localeCompare(b));
    const programs = [...new Set(items.map((i) => (i.program ?? '').trim() || t.product))].sort((a, b) => a.length - b.length || a.localeCompare(b));

    test('hero counts stories, years and programs; cards show normalised years and the default program', async ({ page }) => {
      await page.goto(`/${lang}/stories`);
      const hero = page.locator('main dl').first();
      for (const n of [items.length, years.length, programs.length]) await expect(hero.locator('dd', { hasText: new RegExp(`^${n}$`) }).first()).toBeVisible();
      await expect(page.getByTestId('story-card')).toHaveCount(items.length);
      const years_ = await page.getByTestId('story-year').allTextContents();
      expect(years_.every((y) => /^\d{4}(-\d{4})?$/.test(y))).toBe(true);
      expect(years_).toContain(String(new Date().getFullYear()));
      // The sample has stories without a programme: they show the default, the product's name.
      expect(items.some((i) => !(i.program ?? '').trim())).toBe(true);
      await expect(page.getByTestId('story-program').filter({ hasText: new RegExp(`^${t.product}$`) })).not.toHaveCount(0);
    });

    test('year options newest first by the last year of a range; programs shortest first', async ({ page }) => {
      await page.goto(`/${lang}/stories`);
      await expect(page.getByLabel(t.year, { exact: true }).locator('option:not([value=""])')).toHaveText(years);
      await expect(page.getByLabel(t.program, { exact: true }).locator('option:not([value=""])')).toHaveText(programs);
    });

    test('text search is case-insensitive in name and content; year and program filter by equality', async ({ page }) => {
      await page.goto(`/${lang}/stories`);
      const first = items[0];
      if (!first) throw new Error('the stories content is empty');
      await page.getByLabel(t.search, { exact: true }).fill(first.name.toUpperCase());
      await expect(page.getByTestId('story-card')).toHaveCount(items.filter((i) => i.name.toLowerCase().includes(first.name.toLowerCase()) || plain(i.content).toLowerCase().includes(first.name.toLowerCase())).length);
      await expect(page.getByTestId('story-card').first()).toContainText(first.name);

      const word = plain(first.content).split(' ').find((w) => w.length > 6) ?? '';
      await page.getByLabel(t.search, { exact: true }).fill(word.toLowerCase());
      await expect(page.getByTestId('story-card').filter({ hasText: first.name })).toHaveCount(1);
      await page.getByLabel(t.search, { exact: true }).fill('');

      const year = years[years.length - 1] ?? '';
      await page.getByLabel(t.year, { exact: true }).selectOption(year);
      const expectedYear = items.filter((i) => normalise(i.year) === year).length;
      await expect(page.getByTestId('story-card')).toHaveCount(expectedYear);
      await page.getByLabel(t.year, { exact: true }).selectOption('');
      const program = programs[0] ?? '';
      await page.getByLabel(t.program, { exact: true }).selectOption(program);
      await expect(page.getByTestId('story-program')).toHaveText(Array(items.filter((i) => ((i.program ?? '').trim() || t.product) === program).length).fill(program));
    });

    test('no match shows the empty state, and reset brings every story back', async ({ page }) => {
      await page.goto(`/${lang}/stories`);
      await page.getByLabel(t.search, { exact: true }).fill('zzzz-no-such-story');
      const empty = page.getByTestId('stories-empty');
      await expect(empty).toContainText(t.empty);
      await empty.getByRole('button').click();
      await expect(page.getByTestId('story-card')).toHaveCount(items.length);
      await expect(page.getByLabel(t.search, { exact: true })).toHaveValue('');
    });

    test('long stories expand to the full row, one at a time; short ones have no toggle', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/${lang}/stories`);
      const long = items.filter((i) => plain(i.content).length > 300);
      const short = items.find((i) => plain(i.content).length <= 300);
      if (long.length < 2 || !short) throw new Error('the stories content needs two long stories and a short one');
      await expect(page.getByTestId('story-card').filter({ hasText: short.name }).getByRole('button')).toHaveCount(0);

      const [a, b] = [page.getByTestId('story-card').filter({ hasText: long[0]?.name }), page.getByTestId('story-card').filter({ hasText: long[1]?.name })];
      const narrow = (await a.boundingBox())?.width ?? 0;
      await a.getByRole('button', { name: t.readFull }).click();
      await expect(a).toHaveAttribute('data-expanded', 'true');
      const wide = (await a.boundingBox())?.width ?? 0;
      expect(wide).toBeGreaterThan(narrow * 2.5);
      await b.getByRole('button', { name: t.readFull }).click();
      await expect(b).toHaveAttribute('data-expanded', 'true');
      await expect(a).toHaveAttribute('data-expanded', 'false');
      await b.getByRole('button', { name: t.less }).click();
      await expect(b).toHaveAttribute('data-expanded', 'false');
    });
  });
}
