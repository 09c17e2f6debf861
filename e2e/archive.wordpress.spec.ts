import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { delaysUntil, fetchPage, report } from '../test/support/delays';
import { E2E } from '../test/support/env';
import { sqlString, wpQuery, wpRest, wpWrite } from '../test/support/wordpress';

/**
 * The proof: an office-sized archive (the generator, here at 500 news per language)
 * does not break what grows with it. Generated into the WordPress the publishing tests use, with
 * dates before every sample article (so the sample stays the latest news and the other tests'
 * pages are unchanged), then the site is told to refresh, as after any bulk change in WordPress.
 */
const NEWS_PER_LANGUAGE = 500;
/** "server-provided news_per_page on the news page (default 6)"; the sample says 6. */
const PER_PAGE = 6;
const PUBLISH_WITHIN_MS = 2_000;

/** Published articles of the news list of a language (not FAQ), in the database. */
function listedCount(lang: 'uk' | 'en', excluded: number[]): number {
  return Number(
    wpQuery(`SELECT COUNT(DISTINCT p.ID) FROM wp_posts p
      JOIN wp_postmeta l ON l.post_id = p.ID AND l.meta_key = '_eos_lang' AND l.meta_value = '${lang}'
      JOIN wp_term_relationships r ON r.object_id = p.ID JOIN wp_term_taxonomy t ON t.term_taxonomy_id = r.term_taxonomy_id AND t.taxonomy = 'category'
      JOIN wp_termmeta n ON n.term_id = t.term_id AND n.meta_key = 'eos_news' AND n.meta_value = '1'
      WHERE p.post_type = 'post' AND p.post_status = 'publish' AND p.post_password = ''
        AND NOT EXISTS (SELECT 1 FROM wp_term_relationships x JOIN wp_term_taxonomy y ON y.term_taxonomy_id = x.term_taxonomy_id
                        WHERE x.object_id = p.ID AND y.taxonomy = 'category' AND y.term_id IN (${excluded.join(',')}))`),
  );
}

function oldest(lang: 'uk' | 'en'): { title: string; slug: string } {
  const [title = '', slug = ''] = wpQuery(`SELECT p.post_title, p.post_name FROM wp_posts p
    JOIN wp_postmeta l ON l.post_id = p.ID AND l.meta_key = '_eos_lang' AND l.meta_value = '${lang}'
    WHERE p.post_type = 'post' AND p.post_status = 'publish' ORDER BY p.post_date ASC, p.ID ASC LIMIT 1`).split('\t');
  return { title, slug };
}

test.describe('an office-sized archive', () => {
  test.beforeAll(() => {
    test.setTimeout(180_000);
    if (wpQuery("SELECT COUNT(*) FROM wp_options WHERE option_name = 'eos_archive_generated'") === '0') {
      const started = Date.now();
      const out = execFileSync('php', ['wordpress/server/archive.php', `--news=${NEWS_PER_LANGUAGE}`, '--programs=0', '--resources=0', '--team=0'], {
        env: { ...process.env, WP_PORT: String(E2E.wordpress.port) },
        encoding: 'utf8',
      });
      report(`archive generated (${out.trim()})`, { ms: Date.now() - started });
    }
  });

  test.beforeEach(async ({ request }) => {
    // A bulk change in the database, as an import would make: the site's data is refreshed at once.
    const answer = await request.post('/api/revalidate', {
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': String(E2E.siteEnv.REVALIDATE_SECRET) },
      data: { tags: ['cms'], mode: 'expire' },
    });
    expect(answer.status()).toBe(200);
  });

  test('the news list pages to its last page, every page a link, and past it answers 404', async ({ request }) => {
    for (const lang of ['uk', 'en'] as const) {
      const listed = listedCount(lang, [260, 262]);
      expect(listed).toBeGreaterThan(NEWS_PER_LANGUAGE);
      const last = Math.ceil(listed / PER_PAGE);
      const first = await fetchPage(request, `/${lang}/news`);
      expect(first.html).toContain(`/${lang}/news?page=${last}`);
      const page = await fetchPage(request, `/${lang}/news?page=${last}`);
      expect(page.status).toBe(200);
      expect(page.html.match(/data-testid="news-card"/g)?.length).toBe(listed - (last - 1) * PER_PAGE);
      expect(page.html).toContain(`/${lang}/news/${oldest(lang).slug}"`);
      expect((await fetchPage(request, `/${lang}/news?page=${last + 1}`)).status).toBe(404);
    }
  });

  test('an old article opens by its slug', async ({ request }) => {
    for (const lang of ['uk', 'en'] as const) {
      const { title, slug } = oldest(lang);
      const page = await fetchPage(request, `/${lang}/news/${slug}`);
      expect(page.status).toBe(200);
      expect(page.html).toMatch(new RegExp(`<h1[^>]*>[^<]*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
  });

  test('search finds an old article', async ({ request }) => {
    for (const lang of ['uk', 'en'] as const) {
      const { title, slug } = oldest(lang);
      const page = await fetchPage(request, `/${lang}/search?q=${encodeURIComponent(title)}`);
      expect(page.status).toBe(200);
      // Its whole title, in its title: the first result.
      const results = [...page.html.matchAll(/<h3[^>]*><a href="([^"]+)"/g)].map((m) => m[1]);
      expect(results[0]).toBe(`/${lang}/news/${slug}`);
    }
  });

  test('the sitemap lists every article, in parts', async ({ request }) => {
    const index = (await fetchPage(request, '/server-sitemap.xml')).html;
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    for (const lang of ['uk', 'en'] as const) {
      const articles = new Set<string>();
      for (const part of parts.filter((p) => p.startsWith(`/sitemaps/news-${lang}-`))) {
        const xml = (await fetchPage(request, part)).html;
        for (const m of xml.matchAll(/<loc>[^<]*(\/(?:uk|en)\/news\/[^<]+)<\/loc>/g)) articles.add(m[1] ?? '');
      }
      expect(articles.size).toBe(listedCount(lang, [260, 262, 274, 276]));
      expect(articles.has(`/${lang}/news/${oldest(lang).slug}`)).toBe(true);
    }
  });

  test('an article published reaches the top of the news list within 2 s', async ({ request }) => {
    const category = Number(wpQuery(`SELECT n.term_id FROM wp_termmeta n JOIN wp_termmeta l ON l.term_id = n.term_id AND l.meta_key = 'eos_lang' AND l.meta_value = 'uk'
      WHERE n.meta_key = 'eos_news' AND n.meta_value = '1' AND n.term_id NOT IN (260, 262, 274, 276) ORDER BY n.term_id LIMIT 1`));
    const title = `Архівна перевірка ${Date.now().toString(36)}`;
    await fetchPage(request, '/uk/news');
    const save = await wpWrite<{ id: number }>('wp/v2/posts', { body: { title, content: `<p>${title}</p>`, status: 'publish', lang: 'uk', categories: [category] }, as: 'editor', expected: 201 });
    try {
      const delays = await delaysUntil(request, ['/uk/news'], (page) => page.html.includes(title), Date.now());
      report(`publish into the archive, after the save (${save.took} ms)`, { list: delays['/uk/news'] });
      expect(delays['/uk/news']).toBeLessThanOrEqual(PUBLISH_WITHIN_MS);
    } finally {
      await wpRest(`wp/v2/posts/${save.body.id}`, { method: 'DELETE', query: { force: 'true' }, as: 'editor' });
      expect(wpQuery(`SELECT COUNT(*) FROM wp_posts WHERE post_title = ${sqlString(title)}`)).toBe('0');
    }
  });
});
