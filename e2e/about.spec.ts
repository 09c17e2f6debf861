import { expect } from '@playwright/test';
import { test } from '../test/support/shared-page';
import { readContent } from '../test/support/content';

type Flat = Record<string, string>;
const FOUNDER_SLUG = 'james-william-fulbright';

/** About, history and the founder biography, from the embedded CMS's flat records. */
for (const lang of ['uk', 'en'] as const) {
  test.describe(`about page (${lang})`, () => {
    const data = readContent<Flat>(lang, 'pages/about.json');

    test('hero, story with two links and a stat, four impact stats, mission, values, three programme groups, network', async ({ page }) => {
      await page.goto(`/${lang}/about`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.hero_title ?? '');
      const story = page.locator('section[aria-labelledby="about-story"]');
      await expect(story.getByRole('link', { name: data.story_link1_text })).toHaveAttribute('href', `/${lang}${data.story_link1_url}`);
      await expect(story.getByRole('link', { name: data.story_link2_text })).toHaveAttribute('href', `/${lang}${data.story_link2_url}`);
      await expect(story.getByText(data.story_stat_number ?? '')).toBeVisible();
      const impact = page.locator('section[aria-labelledby="about-impact"] dd');
      await expect(impact).toHaveText([1, 2, 3, 4].map((n) => data[`impact_stat${n}_number`] ?? ''));
      const mission = page.locator('section[aria-labelledby="about-mission"]');
      await expect(mission.locator('blockquote')).toContainText(data.mission_quote ?? '');
      await expect(mission.getByRole('heading', { level: 4 })).toHaveText([1, 2, 3].map((n) => data[`value${n}_title`] ?? ''));
      const programs = page.locator('section[aria-labelledby="about-programs"]');
      await expect(programs.getByRole('heading', { level: 3 })).toHaveText([1, 2, 3].map((n) => data[`program${n}_title`] ?? ''));
      await expect(programs.getByRole('listitem').filter({ hasText: data.program1_feature1 ?? '' }).first()).toBeVisible();
      await expect(programs.getByRole('link', { name: data.program3_link_text })).toHaveAttribute('href', `/${lang}${data.program3_link_url}`);
      await expect(page.locator('section[aria-labelledby="about-network"] dd')).toHaveText(
        [1, 2, 3, 4].map((n) => data[`network_stat${n}_number`] ?? ''),
      );
    });
  });

  test.describe(`history page (${lang})`, () => {
    const data = readContent<Flat>(lang, 'pages/history.json');

    test('hero with the range, four events, partnership with four stats and two links, three legacy cards', async ({ page }) => {
      await page.goto(`/${lang}/history`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.hero_title ?? '');
      await expect(page.getByText(data.hero_range ?? '')).toBeVisible();
      const events = page.locator('section[aria-labelledby="history-timeline"] li');
      await expect(events).toHaveCount(4);
      for (const n of [1, 2, 3, 4]) {
        await expect(events.nth(n - 1)).toContainText(data[`event${n}_year`] ?? '');
        await expect(events.nth(n - 1)).toContainText(data[`event${n}_title`] ?? '');
      }
      const partnership = page.locator('section[aria-labelledby="history-partnership"]');
      await expect(partnership.locator('dd')).toHaveText([1, 2, 3, 4].map((n) => data[`partnership_stat${n}_number`] ?? ''));
      await expect(partnership.getByRole('link', { name: data.partnership_link1_text })).toHaveAttribute('href', `/${lang}${data.partnership_link1_url}`);
      await expect(partnership.getByRole('link', { name: data.partnership_link2_text })).toHaveAttribute('href', `/${lang}${data.partnership_link2_url}`);
      await expect(page.locator('section[aria-labelledby="history-legacy"] h3')).toHaveText([1, 2, 3].map((n) => data[`legacy${n}_title`] ?? ''));
    });
  });

  test.describe(`founder biography (${lang})`, () => {
    const data = readContent<Flat>(lang, 'pages/founder.json');

    test('hero with three facts, biography, six achievements, legacy, bridges, main quote with two links, four missions', async ({ page }) => {
      const response = await page.goto(`/${lang}/${FOUNDER_SLUG}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.hero_title ?? '');
      for (const n of [1, 2, 3]) await expect(page.getByText(data[`fact${n}_value`] ?? '', { exact: true })).toBeVisible();
      const bio = page.locator('section[aria-labelledby="founder-bio"]');
      await expect(bio).toContainText(data.bio_year ?? '');
      await expect(bio.locator('blockquote')).toContainText(data.bio_quote ?? '');
      await expect(page.locator('section[aria-labelledby="founder-achievements"] h3')).toHaveText(
        [1, 2, 3, 4, 5, 6].map((n) => data[`achievement${n}_title`] ?? ''),
      );
      const legacy = page.locator('section[aria-labelledby="founder-legacy"]');
      await expect(legacy.locator('dd')).toHaveText([data.legacy_stat1_number ?? '', data.legacy_stat2_number ?? '']);
      await expect(legacy.getByRole('heading', { name: data.bridges_title })).toBeVisible();
      await expect(page.getByText(data.main_quote ?? '')).toBeVisible();
      await expect(page.getByRole('link', { name: data.nav_link1_text })).toHaveAttribute('href', `/${lang}${data.nav_link1_url}`);
      await expect(page.getByRole('link', { name: data.nav_link2_text })).toHaveAttribute('href', `/${lang}${data.nav_link2_url}`);
      await expect(page.locator('section[aria-labelledby="founder-mission"] h3')).toHaveText([1, 2, 3, 4].map((n) => data[`mission${n}_title`] ?? ''));
    });
  });
}
