/**
 * Issue 37, "Day one on an existing WordPress, with no editor's step": an office's WordPress as it
 * exists before the plugin (wordpress/server/office-content.php: years of news in both languages in
 * categories of its own, Yoast SEO's fields, renamed articles and a renamed page, a pair of
 * Polylang's, private, password-protected and draft posts, all made by WordPress's own functions),
 * then the plugin activated once through the REST API, as the Plugins screen does, and nobody in
 * wp-admin afterwards: only the server's cron, every minute, as a production WordPress with
 * DISABLE_WP_CRON has it. The site's own data layer (lib/cms over HTTP, the resolvers, the
 * metadata builders) then reads what a visitor would see.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { importWithEnv } from '@/test/import-with-env';
import { DAY_ONE_DEADLINE_MS, OFFICE_CRON_EVERY_SECONDS, officeWordPress, type OfficeFacts } from './office-wordpress';

const office = officeWordPress();
let facts: OfficeFacts;
let activatedAt = 0;
let activationMs = 0;

type Site = {
  news: typeof import('@/lib/cms/news');
  article: typeof import('@/lib/news/article-data');
  content: typeof import('@/lib/content/dynamic-content');
  articleRoute: typeof import('@/app/[lang]/news/[slug]/page');
};

/** The site's modules as a server configured for the office's WordPress loads them, afresh each time (no cache kept between reads). */
const site = (): Promise<Site> =>
  importWithEnv({ CMS_API_URL: `${office.url}/wp-json`, CMS_TIMEOUT_MS: '15000', SITE_URL: 'https://site.example' }, async () => ({
    news: await import('@/lib/cms/news'),
    article: await import('@/lib/news/article-data'),
    content: await import('@/lib/content/dynamic-content'),
    articleRoute: await import('@/app/[lang]/news/[slug]/page'),
  }));

const firstPage = (news: Site['news'], lang: 'uk' | 'en') => news.getNewsCards(lang, { page: 1, perPage: 100, category: null, search: '', exclude: [] });

const decoded = (slug: string) => decodeURIComponent(slug);

beforeAll(async () => {
  office.reset();
  facts = JSON.parse(readFileSync(path.join(office.stateDir, 'office-content.json'), 'utf8')) as OfficeFacts;
  const started = Date.now();
  await office.activatePlugin();
  activationMs = Date.now() - started;
  activatedAt = Date.now();
}, 120_000);

afterAll(() => {
  office.stop();
});

describe("an office's WordPress on the plugin's first day", () => {
  it('activates in one short request that leaves the languages to the cron', async () => {
    // "This runs in batches in the background (WP-Cron), never inside the activation request."
    console.log(`[day one] activation request: ${activationMs} ms`);
    expect(activationMs).toBeLessThan(10_000);
    expect(office.php('echo (int) wp_next_scheduled(EOS_Day_One::HOOK) > 0 ? "scheduled" : "none";')).toBe('scheduled');
  });

  it(`lists each language's posts in that language within ${DAY_ONE_DEADLINE_MS / 60_000} minutes of activation, with nobody in wp-admin`, async () => {
    const expected = { uk: facts.newest.uk.map((n) => decoded(n.slug)), en: facts.newest.en.map((n) => decoded(n.slug)) };
    let listed: Record<'uk' | 'en', string[]> = { uk: [], en: [] };
    let totals: Record<'uk' | 'en', number> = { uk: 0, en: 0 };
    while (Date.now() - activatedAt < DAY_ONE_DEADLINE_MS) {
      const { news } = await site();
      const [uk, en] = await Promise.all([firstPage(news, 'uk'), firstPage(news, 'en')]);
      listed = { uk: uk.items.map((i) => decoded(i.slug)), en: en.items.map((i) => decoded(i.slug)) };
      totals = { uk: uk.total, en: en.total };
      if (expected.uk.every((s) => listed.uk.includes(s)) && expected.en.every((s) => listed.en.includes(s)) && totals.uk >= facts.listed.uk && totals.en >= facts.listed.en) break;
      await new Promise((r) => setTimeout(r, 3000));
    }
    console.log(`[day one] listed ${totals.uk} uk and ${totals.en} en articles ${Math.round((Date.now() - activatedAt) / 1000)} s after activation (cron every ${OFFICE_CRON_EVERY_SECONDS} s)`);
    for (const lang of ['uk', 'en'] as const) {
      expect(listed[lang]).toEqual(expect.arrayContaining(expected[lang]));
      const other = lang === 'uk' ? expected.en : expected.uk;
      expect(listed[lang].filter((s) => other.includes(s))).toEqual([]);
      // Every published article of the language, the renamed one and Polylang's once each, and nothing hidden.
      expect(totals[lang]).toBe(facts.listed[lang]);
    }
  }, DAY_ONE_DEADLINE_MS + 60_000);

  it("gives Polylang's pair the languages Polylang held, even where the text says otherwise", async () => {
    const { news } = await site();
    const en = await firstPage(news, 'en');
    expect(en.items.map((i) => decoded(i.slug))).toContain(decoded(facts.polylang.en.slug));
    const uk = await firstPage(news, 'uk');
    expect(uk.items.map((i) => decoded(i.slug))).toContain(decoded(facts.polylang.uk.slug));
  });

  it("uses Yoast SEO's title and description, which the office wrote before the plugin, in both languages", async () => {
    const { articleRoute } = await site();
    for (const lang of ['uk', 'en'] as const) {
      const yoast = facts.yoast[lang];
      const metadata = await articleRoute.generateMetadata({ params: Promise.resolve({ lang, slug: decoded(yoast.slug) }) });
      expect(String(metadata.title)).toContain(yoast.title);
      expect(metadata.description).toBe(yoast.description);
      expect(metadata.openGraph?.description).toBe(yoast.description);
      // Yoast's own variables resolved, never shown as they are stored (%%title%% %%sep%% %%sitename%%).
      const withVariables = await articleRoute.generateMetadata({ params: Promise.resolve({ lang, slug: decoded(yoast.with_variables.slug) }) });
      expect(String(withVariables.title)).toContain(yoast.with_variables.post_title);
      expect(String(withVariables.title)).not.toContain('%%');
    }
  });

  it('sends the old addresses of renamed articles on to the current one, permanently and in one hop', async () => {
    const { article } = await site();
    for (const lang of ['uk', 'en'] as const) {
      const renamed = facts.renamed[lang];
      expect(renamed.kept.length).toBe(renamed.old.length);
      for (const old of renamed.old) {
        const resolution = await article.resolveArticle(decoded(old), lang);
        expect(resolution).toEqual({ kind: 'redirect', to: `/${lang}/news/${encodeURIComponent(decoded(renamed.current))}`, permanent: true });
      }
      expect((await article.resolveArticle(decoded(renamed.current), lang)).kind).toBe('article');
    }
  });

  it("shows the office's pages in their language", async () => {
    const { content } = await site();
    for (const page of facts.pages) {
      const resolution = await content.resolveDynamicContent(decoded(page.slug), page.lang, '');
      expect(resolution.kind).toBe('content');
    }
  });

  it('never shows a private, a password-protected or a draft post', async () => {
    const { article, news } = await site();
    for (const hidden of facts.hidden) {
      const found = await article.resolveArticle(decoded(hidden.slug || 'none'), 'uk');
      expect(found.kind).toBe('not-found');
    }
    const uk = await firstPage(news, 'uk');
    expect(uk.items.map((i) => i.title)).not.toEqual(expect.arrayContaining(facts.hidden.map((h) => h.title)));
  });
});

