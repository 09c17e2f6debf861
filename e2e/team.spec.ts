import { expect } from '@playwright/test';
import { test } from '../test/support/shared-page';
import { readContent } from '../test/support/content';

interface Member {
  id: number;
  name: string;
  position?: string | null;
  department?: string | null;
  email?: string | null;
  shortDescription?: string | null;
  fullDescription?: string | null;
  achievements?: string[] | null;
  position_order?: string | number | null;
  categories?: number[] | null;
}
interface TeamPageTexts {
  show_more_text: string;
  show_less_text: string;
  gallery_button_text: string;
}
interface Post {
  categories: number[];
}

const EXCLUDED = { en: 258, uk: 256 } as const;
const orderOf = (m: Member) => {
  const n = Number(String(m.position_order ?? '').trim());
  return String(m.position_order ?? '').trim() !== '' && Number.isFinite(n) ? n : 999;
};

for (const lang of ['uk', 'en'] as const) {
  test.describe(`team page (${lang})`, () => {
    const members = readContent<{ team: Member[] }>(lang, 'team.json').team;
    const texts = readContent<TeamPageTexts>(lang, 'pages/team.json');
    const galleryTotal = readContent<Post[]>(null, 'posts.json').filter((p) => p.categories.includes(EXCLUDED[lang])).length;

    test('lists members without the excluded category or contact data, ordered by position_order (non-numeric as 999)', async ({ page }) => {
      // Excluded category, none of position/department/email.
      const expected = members
        .filter((m) => !(m.categories ?? []).includes(EXCLUDED[lang]))
        .filter((m) => [m.position, m.department, m.email].some((v) => (v ?? '').trim() !== ''))
        .map((m, i) => ({ m, i }))
        .sort((a, b) => orderOf(a.m) - orderOf(b.m) || a.i - b.i)
        .map(({ m }) => m.name);
      expect(expected.length).toBeLessThan(members.length);
      await page.goto(`/${lang}/team`);
      await expect(page.getByTestId('team-member').getByRole('heading', { level: 3 })).toHaveText(expected);
    });

    test('show more appears only for a long full description that differs from the short one, and reveals achievements', async ({ page }) => {
      await page.goto(`/${lang}/team`);
      const long = members.find(
        (m) => (m.fullDescription ?? '').length > 150 && m.fullDescription !== m.shortDescription && (m.achievements ?? []).length > 0 && !(m.categories ?? []).includes(EXCLUDED[lang]),
      );
      const same = members.find((m) => m.fullDescription && m.fullDescription === m.shortDescription);
      const short = members.find((m) => (m.fullDescription ?? '').length <= 150 && m.position);
      if (!long || !same || !short) throw new Error('the team content needs a long, a same and a short description');

      const card = page.getByTestId('team-member').filter({ hasText: long.name });
      const toggle = card.getByRole('button', { name: texts.show_more_text });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(card.getByText(long.achievements?.[0] ?? '')).toHaveCount(0);
      await toggle.click();
      await expect(card.getByRole('button', { name: texts.show_less_text })).toHaveAttribute('aria-expanded', 'true');
      await expect(card.getByText(long.achievements?.[0] ?? '')).toBeVisible();
      await card.getByRole('button', { name: texts.show_less_text }).click();
      await expect(card.getByRole('button', { name: texts.show_more_text })).toBeVisible();

      for (const m of [same, short]) {
        await expect(page.getByTestId('team-member').filter({ hasText: m.name }).getByRole('button')).toHaveCount(0);
      }
    });

    test('gallery: 3, then the rest of the first 6, then pages of 6 until there are no more; disabled while loading', async ({ page }) => {
      expect(galleryTotal).toBeGreaterThan(12);
      await page.goto(`/${lang}/team`);
      const tiles = page.getByTestId('team-gallery').getByRole('listitem');
      const more = page.getByRole('button', { name: texts.gallery_button_text, exact: true });
      await expect(tiles).toHaveCount(3);
      await more.click();
      await expect(tiles).toHaveCount(6);

      // Hold the next page a moment to see the button disabled while it loads.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/team-gallery**', async (route) => {
        await held;
        await route.continue();
      });
      await more.click();
      await expect(page.getByTestId('team-gallery').locator('..').getByRole('button', { disabled: true })).toBeVisible();
      release();
      await expect(tiles).toHaveCount(12);
      await page.unroute('**/api/team-gallery**');

      let shown = 12;
      while (shown < galleryTotal) {
        await more.click();
        shown = Math.min(shown + 6, galleryTotal);
        await expect(tiles).toHaveCount(shown);
      }
      await expect(more).toHaveCount(0);
    });

    test('a gallery photo opens the lightbox, which wraps around and closes with Escape', async ({ page }) => {
      await page.goto(`/${lang}/team`);
      await page.getByTestId('team-gallery').getByRole('button').first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(/\b1\D+3(?!\d)/);
      await page.keyboard.press('ArrowLeft');
      await expect(dialog).toContainText(/\b3\D+3(?!\d)/);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });

    test('the team API answers pages and refuses bad input', async ({ request }) => {
      const answer = await request.get(`/api/team-gallery?lang=${lang}&page=2`);
      expect(answer.status()).toBe(200);
      const body = (await answer.json()) as { items: unknown[]; hasMore: boolean };
      expect(body.items).toHaveLength(6);
      expect(body.hasMore).toBe(galleryTotal > 12);
      expect((await request.get('/api/team-gallery?lang=fr&page=1')).status()).toBe(400);
      expect((await request.get(`/api/team-gallery?lang=${lang}&page=0`)).status()).toBe(400);
    });
  });
}
