import { expect, test } from '@playwright/test';
import { readContent } from '../test/support/content';

/**
 * Issue 37: "A renamed item's old address answers a permanent redirect to its current one, in
 * both languages, for articles, programmes and pages. The old address never appears in the
 * sitemap." The old slugs are content/moved.json's, which the importer gives WordPress as
 * `_wp_old_slug` (pages: `_eos_old_slug`), so this runs alike on the fixture CMS and on WordPress.
 */
type Lang = 'uk' | 'en';
const moved = readContent<Record<Lang, Record<'news' | 'program' | 'page', Record<string, { slug: string }>>>>(null, 'moved.json');
const BASE = { news: '/news', program: '/programs', page: '' } as const;

const RENAMED: Record<Lang, { kind: keyof typeof BASE; old: string; current: string }[]> = {
  uk: [
    { kind: 'news', old: 'зимова-школа-у-львові', current: 'zymova-shkola-fulbraitivtsiv-u-lvovi' },
    { kind: 'news', old: 'zymova-shkola-2026', current: 'zymova-shkola-fulbraitivtsiv-u-lvovi' },
    { kind: 'program', old: 'програма-гамфрі', current: 'stypendiia-hamfri' },
    { kind: 'page', old: 'візова-підтримка', current: 'vizova-pidtrymka-j-1' },
  ],
  en: [
    { kind: 'news', old: 'winter-school-lviv', current: 'fulbrighters-gather-for-winter-school-in-lviv' },
    { kind: 'news', old: 'winter-school-2026', current: 'fulbrighters-gather-for-winter-school-in-lviv' },
    { kind: 'program', old: 'scholar-program', current: 'visiting-scholar-program' },
    { kind: 'page', old: 'visa-support', current: 'j-1-visa-support' },
  ],
};

test('the sample content renames what this spec expects', () => {
  for (const lang of ['uk', 'en'] as const) {
    for (const { kind, old, current } of RENAMED[lang]) expect(moved[lang][kind][old]?.slug, `${lang} ${kind} ${old}`).toBe(current);
  }
});

for (const lang of ['uk', 'en'] as const) {
  for (const { kind, old, current } of RENAMED[lang]) {
    test(`${lang} ${kind}: the old address ${old} answers 308 to ${current}, which shows it`, async ({ request }) => {
      const from = `/${lang}${BASE[kind]}/${encodeURIComponent(old)}`;
      const to = `/${lang}${BASE[kind]}/${current}`;
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(new URL(response.headers().location ?? '', 'http://site.test').pathname, 'one hop to the current address').toBe(to);
      const target = await request.get(to, { maxRedirects: 0 });
      expect(target.status(), to).toBe(200);
    });
  }
}

test('a visitor who follows an old link lands on the article, in its language', async ({ page }) => {
  await page.goto(`/en/news/${encodeURIComponent('winter-school-lviv')}`);
  await expect(page).toHaveURL(/\/en\/news\/fulbrighters-gather-for-winter-school-in-lviv$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('h1')).toBeVisible();
});

test('the old slug of an unpublished article is a 404, and an old slug another item has now is that item’s page', async ({ request }) => {
  for (const path of ['/uk/news/vesniana-shkola-2027', '/en/news/alumni-spring-school-2027']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
  const taken = '/en/news/graduate-student-program-2028-2029-competition-open';
  const response = await request.get(taken, { maxRedirects: 0 });
  expect(response.status(), taken).toBe(200);
});

test('an old address is in no sitemap', async ({ request }) => {
  const olds = (['uk', 'en'] as const).flatMap((lang) => RENAMED[lang].map(({ kind, old }) => `/${lang}${BASE[kind]}/${encodeURIComponent(old)}`));
  for (const part of ['/sitemaps/programs.xml', '/sitemaps/pages.xml', '/sitemaps/news-uk-1.xml', '/sitemaps/news-en-1.xml']) {
    const response = await request.get(part);
    expect(response.status(), part).toBe(200);
    const xml = await response.text();
    for (const old of olds) expect(xml, `${part} lists ${old}`).not.toContain(`${old}<`);
  }
  expect(await (await request.get('/sitemaps/programs.xml')).text()).toContain('/uk/programs/stypendiia-hamfri<');
});
