import { expect, test, type Page } from '@playwright/test';
import { delaysUntil, fetchPage, report } from '../test/support/delays';
import { E2E } from '../test/support/env';
import { wpRest, wpSettings, wpWrite } from '../test/support/wordpress';

/**
 * Every slug WordPress makes works on the site. An article, a programme and a
 * page are published the ordinary way (the REST API, a Ukrainian title, no slug) in a WordPress
 * that keeps such slugs percent-encoded (romanisation off, as in an install that had the plugin
 * before), each with an English translation. The site links to each by its Cyrillic address; the
 * link it renders opens the item (200) with its canonical and hreflang addresses, the sitemap
 * lists it with its translation, and a later edit reaches the page through its cache tags.
 */
const run = `${Date.now().toString(36)}`;
const UK_GROUP = 107;
const EN_GROUP = 635;
type Kind = 'news' | 'program' | 'page';
interface Made {
  uk: { id: number; slug: string; title: string };
  en: { id: number; slug: string; title: string };
}
const KINDS: Record<Kind, { type: string; base: string; uk: string; en: string; fields: (lang: 'uk' | 'en') => Record<string, unknown> }> = {
  news: { type: 'posts', base: '/news', uk: 'Стипендія для науковців', en: 'Scholarship for researchers', fields: (lang) => ({ categories: [lang === 'uk' ? 3 : 70] }) },
  program: { type: 'eos_program', base: '/programs', uk: 'Програма для магістрантів', en: 'Programme for graduates', fields: (lang) => ({ eos_program_group: [lang === 'uk' ? UK_GROUP : EN_GROUP] }) },
  page: { type: 'pages', base: '', uk: 'Умови участі у конкурсі', en: 'Terms of the competition', fields: () => ({}) },
};
const made = {} as Record<Kind, Made>;
let settingsBefore: Record<string, string> = {};

test.beforeAll(async () => {
  settingsBefore = wpSettings({});
  wpSettings({ transliterate_slugs: '0' });
  for (const [kind, spec] of Object.entries(KINDS) as [Kind, (typeof KINDS)[Kind]][]) {
    const create = async (lang: 'uk' | 'en', extra: Record<string, unknown>) => {
      const title = `${spec[lang]} ${run}`;
      const answer = await wpWrite<{ id: number; slug: string }>(`wp/v2/${spec.type}`, {
        body: { title, content: `<p>${title}.</p>`, status: 'publish', lang, ...spec.fields(lang), ...extra },
        as: 'editor',
        expected: 201,
      });
      return { id: answer.body.id, slug: decodeURIComponent(answer.body.slug), title };
    };
    const uk = await create('uk', {});
    const en = await create('en', { translation: uk.id });
    made[kind] = { uk, en };
  }
});

test.afterAll(async () => {
  for (const [kind, items] of Object.entries(made) as [Kind, Made][]) {
    for (const item of [items.uk, items.en]) {
      // To the trash first, which tells the site (its lists drop the item), then for good.
      await wpRest(`wp/v2/${KINDS[kind].type}/${item.id}`, { method: 'DELETE', as: 'editor' });
      await wpRest(`wp/v2/${KINDS[kind].type}/${item.id}`, { method: 'DELETE', query: { force: 'true' }, as: 'editor' });
    }
  }
  wpSettings(settingsBefore);
});

const pathOf = (kind: Kind, lang: 'uk' | 'en') => `/${lang}${KINDS[kind].base}/${encodeURIComponent(made[kind][lang].slug)}`;

/** Reloads `from` until the site renders a link to `path` there, and returns the href as rendered. */
async function renderedLink(page: Page, from: string, path: string): Promise<string> {
  const link = page.locator(`a[href="${path}"]`).first();
  await expect(async () => {
    await page.goto(from);
    await expect(link).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return (await link.getAttribute('href')) ?? '';
}

/** Where the site lists each kind: the news list, the programmes page, search results. */
const LISTED_ON: Record<Kind, () => string> = {
  news: () => '/uk/news',
  program: () => '/uk/programs',
  page: () => `/uk/search?q=${encodeURIComponent(`${KINDS.page.uk} ${run}`)}`,
};

/** The part of the sitemap (app/sitemaps/[file]) that lists each kind; the newest article is on the first page. */
const SITEMAP_PART: Record<Kind, string> = { news: '/sitemaps/news-uk-1.xml', program: '/sitemaps/programs.xml', page: '/sitemaps/pages.xml' };

test('the slugs WordPress made are Cyrillic, kept percent-encoded', () => {
  for (const kind of Object.keys(KINDS) as Kind[]) expect(made[kind].uk.slug, kind).toBe(`${KINDS[kind].uk} ${run}`.toLowerCase().replace(/ /g, '-'));
});

for (const kind of Object.keys(KINDS) as Kind[]) {
  test(`a ${kind} with a Cyrillic slug: the link the site renders opens it, with its canonical and hreflang addresses, and the sitemap lists it`, async ({ page }) => {
    const uk = pathOf(kind, 'uk');
    const en = pathOf(kind, 'en');
    expect(uk).toMatch(/^\/uk(\/\w+)?\/(%[0-9A-F]{2})+/);

    const href = await renderedLink(page, LISTED_ON[kind](), uk);
    const response = await page.goto(href);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(made[kind].uk.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E.siteUrl}${uk}`);
    await expect(page.locator('link[rel="alternate"][hreflang="uk"]')).toHaveAttribute('href', `${E2E.siteUrl}${uk}`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${E2E.siteUrl}${en}`);

    // The English translation points back at the Cyrillic address.
    expect((await page.goto(en))?.status()).toBe(200);
    await expect(page.locator('link[rel="alternate"][hreflang="uk"]')).toHaveAttribute('href', `${E2E.siteUrl}${uk}`);

    const entry = (xml: string) => {
      const url = xml.split('<url>').find((block) => block.includes(`<loc>${E2E.siteUrl}${uk}</loc>`));
      return url !== undefined && url.includes(`hreflang="en" href="${E2E.siteUrl}${en}"`);
    };
    const part = SITEMAP_PART[kind];
    const listed = await delaysUntil(page.request, [part], (sitemap) => sitemap.status === 200 && entry(sitemap.html), Date.now(), 20_000);
    expect(listed[part], 'the sitemap lists it with its translation').toBeDefined();
  });
}

test('an edit of an article with a Cyrillic slug reaches its page through the revalidation webhook', async ({ request }) => {
  const path = pathOf('news', 'uk');
  expect((await fetchPage(request, path)).status).toBe(200);
  const title = `Нова назва ${run}`;
  await wpWrite(`wp/v2/posts/${made.news.uk.id}`, { body: { title }, as: 'editor' });
  const delays = await delaysUntil(request, [path, '/uk/news'], (page) => page.status === 200 && page.html.includes(title), Date.now(), 20_000);
  report('edit of a Cyrillic-slug article', { article: delays[path], list: delays['/uk/news'] });
  expect(delays[path], 'the article shows the new title').toBeDefined();
  expect(delays['/uk/news'], 'the news list shows the new title').toBeDefined();
});
