import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ZodType } from 'zod';
import { stemsOf } from '@/lib/cms/embedded/search-stem';
import * as schemas from '../schemas';
import type { CmsAnswer, CmsRequest } from '../types';

/**
 * The embedded CMS answers every call of both spec documents (section 7) from content/, in the
 * shapes the zod schemas accept, and stores writes durably in DATA_DIR before it answers.
 */

type Router = typeof import('./router');
type Lang = 'uk' | 'en';
const LANGS: Lang[] = ['uk', 'en'];
const NS = 'fulbright-react/v1';

const temps: string[] = [];
function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

/** A fresh module registry: config is read again from the environment, nothing is kept in memory (a restart). */
async function loadRouter(env: Record<string, string>): Promise<Router> {
  const saved = { ...process.env };
  Object.assign(process.env, { CMS_API_URL: '', CMS_NAMESPACE: '', PRODUCT_SLUG: '' }, env);
  let mod: Router | undefined;
  try {
    await jest.isolateModulesAsync(async () => {
      mod = await import('./router');
    });
  } finally {
    process.env = saved;
  }
  if (!mod) throw new Error('router did not load');
  return mod;
}

let router: Router;
let dataDir: string;

const get = (route: string, query: CmsRequest['query'] = {}) =>
  router.handleEmbedded({ method: 'GET', path: route.startsWith('wp/') ? route : `${NS}/${route}`, query });
const post = (route: string, body: unknown, r: Router = router) => r.handleEmbedded({ method: 'POST', path: `${NS}/${route}`, body });

function parsed<T>(schema: ZodType<T>, answer: CmsAnswer): T {
  expect(answer.status).toBe(200);
  const result = schema.safeParse(answer.body);
  if (!result.success) throw new Error(`does not parse: ${JSON.stringify(result.error.issues.slice(0, 3))}`);
  return result.data;
}

function readContent<T>(relative: string): T {
  return JSON.parse(readFileSync(path.join('content', relative), 'utf8')) as T;
}

interface Item {
  id: number;
  slug: string;
  status?: string;
  categories?: number[];
  title?: string;
  views?: number;
  date?: string;
}

beforeAll(async () => {
  dataDir = tempDir('embedded-data-');
  router = await loadRouter({ DATA_DIR: dataDir });
});

afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe.each(LANGS)('every read answers per its schema (%s)', (lang) => {
  const simple: [string, ZodType<unknown>][] = [
    ['menu/primary', schemas.menuSchema],
    ['header-data', schemas.headerDataSchema],
    ['footer-data', schemas.footerSchema],
    ['programs', schemas.programsSchema],
    ['news', schemas.newsListSchema],
    ['news-categories', schemas.newsCategoriesSchema],
    ['about-data', schemas.aboutDataSchema],
    ['library', schemas.libraryListSchema],
    ['hero-slides', schemas.heroSlidesSchema],
    ['testimonials', schemas.testimonialsSchema],
    ['program-curators', schemas.curatorsSchema],
    ['team', schemas.teamSchema],
    ['authors', schemas.authorsSchema],
    ['timeline-events', schemas.timelineEventsSchema],
    ['photo-gallery', schemas.photoGallerySchema],
    ['page/programs', schemas.programsPageSchema],
    ['page/news', schemas.newsPageSchema],
    ['page/library', schemas.libraryPageSchema],
    ['page/team', schemas.teamPageSchema],
    ['page/about', schemas.aboutPageSchema],
    ['page/history', schemas.historyPageSchema],
    ['page/contacts', schemas.contactsPageSchema],
    ['page/stories', schemas.storiesPageSchema],
    ['page/faq', schemas.faqPageSchema],
    ['page/photo-exhibition', schemas.photoExhibitionPageSchema],
    ['page/founder', schemas.founderPageSchema],
    ['page/fulbrighters', schemas.alumniPageSchema],
  ];

  it.each(simple)('%s', async (route, schema) => {
    const answer = await get(route, { lang });
    const data = parsed(schema, answer);
    expect(data).toBeTruthy();
    // Plain JSON values, whose changes never reach the next answer.
    expect(JSON.parse(JSON.stringify(answer.body))).toEqual(answer.body);
    if (answer.body && typeof answer.body === 'object') (answer.body as Record<string, unknown>).mutated = true;
    expect((await get(route, { lang })).body).not.toHaveProperty('mutated');
  });

  it('answers in the language asked for, uk for anything else', async () => {
    const en = await get('header-data', { lang: 'en' });
    const uk = await get('header-data', { lang: 'uk' });
    expect((await get('about-data', { lang: 'fr' })).body).toEqual((await get('about-data', { lang: 'uk' })).body);
    expect((await get('about-data')).body).toEqual((await get('about-data', { lang: 'uk' })).body);
    expect(en.status).toBe(200);
    expect(uk.status).toBe(200);
    expect((await get('about-data', { lang: 'en' })).body).not.toEqual((await get('about-data', { lang: 'uk' })).body);
  });

  it('program-by-slug/{slug} answers every programme, 404 not_found for an unknown one', async () => {
    const details = readContent<Item[]>(`${lang}/program-details.json`);
    expect(details.length).toBeGreaterThan(0);
    for (const item of details) parsed(schemas.programDetailSchema, await get(`program-by-slug/${item.slug}`, { lang }));
    const missing = await get('program-by-slug/no-such-programme', { lang });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'not_found', message: expect.any(String) });
  });

  it('news leaves drafts out, newest first; news/{id or slug} answers published items only', async () => {
    const all = readContent<{ news: Item[] }>(`${lang}/news.json`).news;
    const drafts = all.filter((n) => n.status === 'draft');
    expect(drafts.length).toBeGreaterThan(0);
    const list = parsed(schemas.newsListSchema, await get('news', { lang })).news;
    expect(list.map((n) => n.id)).toEqual(all.filter((n) => n.status !== 'draft').map((n) => n.id));
    const dates = list.map((n) => Date.parse(n.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const first = list[0];
    if (!first) throw new Error('no news');
    expect(parsed(schemas.newsItemSchema, await get(`news/${first.slug}`, { lang })).id).toBe(first.id);
    expect(parsed(schemas.newsItemSchema, await get(`news/${first.id}`, { lang })).slug).toBe(first.slug);
    for (const draft of drafts) expect((await get(`news/${draft.slug}`, { lang })).status).toBe(404);
    expect((await get('news/no-such-article', { lang })).body).toMatchObject({ code: 'not_found' });
  });

  it('page/faq lists the page’s own questions, then the published posts of the FAQ category, oldest first', async () => {
    const own = readContent<{ faq_questions: { id: number }[] }>(`${lang}/pages/faq.json`).faq_questions.map((q) => q.id);
    const posts = readContent<{ news: (Item & { content: string })[] }>(`${lang}/news.json`)
      .news.filter((n) => n.status !== 'draft' && n.categories?.some((c) => c === 260 || c === 262))
      .sort((a, b) => Date.parse(a.date ?? '') - Date.parse(b.date ?? '') || a.id - b.id);
    expect(posts.length).toBeGreaterThan(1);
    const questions = parsed(schemas.faqPageSchema, await get('page/faq', { lang })).faq_questions;
    expect(questions.map((q) => q.id)).toEqual([...own, ...posts.map((p) => p.id)]);
    const first = posts[0];
    if (!first) throw new Error('no FAQ post');
    expect(questions[own.length]).toEqual({ id: first.id, question: first.title, answer: first.content });
  });

  it('dynamic-content/{slug} answers {content, translations}; unknown or draft is 404', async () => {
    const items = readContent<Item[]>(`${lang}/dynamic-content.json`);
    for (const item of items.filter((i) => i.status !== 'draft')) {
      expect(parsed(schemas.dynamicContentSchema, await get(`dynamic-content/${item.slug}`, { lang })).content.id).toBe(item.id);
    }
    const draft = items.find((i) => i.status === 'draft');
    expect(draft).toBeDefined();
    expect((await get(`dynamic-content/${draft?.slug}`, { lang })).status).toBe(404);
    expect((await get('dynamic-content/no-such-page', { lang })).status).toBe(404);
  });

  it('library filters by a category id (unless all) and limits', async () => {
    const all = parsed(schemas.libraryListSchema, await get('library', { lang })).resources;
    const category = all[0]?.categories[0];
    if (category === undefined) throw new Error('no library categories');
    const filtered = parsed(schemas.libraryListSchema, await get('library', { lang, category })).resources;
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(all.length);
    expect(filtered.every((r) => r.categories.includes(category))).toBe(true);
    expect(filtered).toEqual(all.filter((r) => r.categories.includes(category)));
    expect(parsed(schemas.libraryListSchema, await get('library', { lang, category: 'all' })).resources).toEqual(all);
    expect(parsed(schemas.libraryListSchema, await get('library', { lang, limit: 4 })).resources).toEqual(all.slice(0, 4));
  });

  it('testimonials: limit 3, -1 or missing = all', async () => {
    const all = parsed(schemas.testimonialsSchema, await get('testimonials', { lang }));
    expect(all.length).toBeGreaterThan(3);
    expect(parsed(schemas.testimonialsSchema, await get('testimonials', { lang, limit: 3 }))).toEqual(all.slice(0, 3));
    expect(parsed(schemas.testimonialsSchema, await get('testimonials', { lang, limit: -1 }))).toEqual(all);
  });

  it('photo-gallery pages 16 by default with has_more', async () => {
    const total = readContent<unknown[]>(`${lang}/photo-gallery.json`).length;
    const first = parsed(schemas.photoGallerySchema, await get('photo-gallery', { lang }));
    expect(first.items).toHaveLength(Math.min(16, total));
    expect(first.pagination).toEqual({ page: 1, per_page: 16, total, has_more: total > 16 });
    const lastPage = Math.ceil(total / 6);
    const last = parsed(schemas.photoGallerySchema, await get('photo-gallery', { lang, page: lastPage, per_page: 6 }));
    expect(last.pagination.has_more).toBe(false);
    expect(last.items).toHaveLength(total - (lastPage - 1) * 6);
  });

  it('page/{name}: unknown names are 404', async () => {
    expect((await get('page/alumni', { lang })).status).toBe(404);
    expect((await get('page/nothing', { lang })).body).toMatchObject({ code: 'not_found' });
  });
});

describe('seo, unknown paths and methods', () => {
  it('seo/{postId} answers a record, 404 when there is none', async () => {
    const ids = Object.keys(readContent<Record<string, unknown>>('seo.json'));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) parsed(schemas.seoRecordSchema, await get(`seo/${id}`));
    expect((await get('seo/123456789')).status).toBe(404);
  });

  it('an unknown path is 404 rest_no_route', async () => {
    for (const route of [`${NS}/nothing`, `${NS}/header-data/extra`, 'other-react/v1/news', 'wp/v2/pages', 'wp/v2/posts/abc', `${NS}/page`]) {
      const answer = await router.handleEmbedded({ method: 'GET', path: route });
      expect([route, answer.status]).toEqual([route, 404]);
      expect(answer.body).toMatchObject({ code: 'rest_no_route' });
    }
  });

  it('a wrong method is 405', async () => {
    expect((await get('contact')).status).toBe(405);
    expect((await get('newsletter-subscribe')).status).toBe(405);
    expect((await get('increment-views')).status).toBe(405);
    expect((await post('news', {})).status).toBe(405);
    expect((await router.handleEmbedded({ method: 'POST', path: 'wp/v2/posts', body: {} })).status).toBe(405);
    expect((await post('nothing', {})).status).toBe(404);
  });
});

describe('the standard posts endpoint', () => {
  const posts = (query: CmsRequest['query']) => router.handleEmbedded({ method: 'GET', path: 'wp/v2/posts', query });

  it('pages a category like WordPress, with X-WP-Total and X-WP-TotalPages', async () => {
    const inCategory = readContent<Item[]>('posts.json').filter((p) => p.categories?.includes(258) && p.status !== 'draft');
    const pages = Math.ceil(inCategory.length / 6);
    expect(pages).toBeGreaterThan(1);
    const first = await posts({ categories: 258, page: 1, per_page: 6, _embed: 1 });
    const list = parsed(schemas.wpPostsSchema, first);
    expect(list).toHaveLength(6);
    expect(first.total).toBe(inCategory.length);
    expect(first.totalPages).toBe(pages);
    expect(list.every((p) => p.categories.includes(258))).toBe(true);
    expect(list[0]?._embedded?.['wp:featuredmedia']?.[0]?.source_url).toBeTruthy();
    const last = parsed(schemas.wpPostsSchema, await posts({ categories: 258, page: pages, per_page: 6 }));
    expect(last).toHaveLength(inCategory.length - (pages - 1) * 6);
    expect((await posts({ categories: 258, page: pages + 1, per_page: 6 })).status).toBe(400);
  });

  it('per_page defaults to 10; _embedded only with _embed; comma lists of categories', async () => {
    const answer = await posts({});
    expect(parsed(schemas.wpPostsSchema, answer)).toHaveLength(10);
    expect((answer.body as Record<string, unknown>[]).some((p) => '_embedded' in p)).toBe(false);
    const both = await posts({ categories: '256,258', per_page: 100 });
    const uk = await posts({ categories: 256 });
    const en = await posts({ categories: 258 });
    expect(both.total).toBe((uk.total ?? 0) + (en.total ?? 0));
    expect((await posts({ per_page: 101 })).status).toBe(400);
  });

  it('a slug finds posts, news items and dynamic content with their categories', async () => {
    const dynamic = readContent<Item[]>('en/dynamic-content.json').find((d) => d.categories?.includes(276));
    const faqNews = readContent<{ news: Item[] }>('uk/news.json').news.find((n) => n.categories?.includes(260));
    for (const item of [dynamic, faqNews]) {
      if (!item) throw new Error('fixture item missing');
      const [found] = parsed(schemas.wpPostsSchema, await posts({ slug: item.slug }));
      expect(found?.categories).toEqual(item.categories);
    }
    expect(parsed(schemas.wpPostsSchema, await posts({ slug: 'no-such-post' }))).toEqual([]);
  });

  it('wp/v2/posts/{id} answers one post, 404 for an unknown id', async () => {
    const dynamic = readContent<Item[]>('uk/dynamic-content.json').find((d) => d.categories?.includes(274));
    if (!dynamic) throw new Error('fixture item missing');
    const answer = await router.handleEmbedded({ method: 'GET', path: `wp/v2/posts/${dynamic.id}` });
    expect(parsed(schemas.wpPostSchema.pick({ categories: true }), answer).categories).toEqual(dynamic.categories);
    parsed(schemas.wpPostSchema, answer);
    const missing = await router.handleEmbedded({ method: 'GET', path: 'wp/v2/posts/99999999' });
    expect(missing.status).toBe(404);
  });
});

describe('search', () => {
  const search = async (query: CmsRequest['query']) => parsed(schemas.searchResponseSchema, await get('search', query));

  it('finds news, programmes, pages and team with site paths that carry the language', async () => {
    const en = await search({ query: 'fulbright', lang: 'en', per_page: 50 });
    expect(en.total).toBeGreaterThan(3);
    for (const r of en.results) expect(r.url).toMatch(/^\/en\//);
    const types = new Set(en.results.map((r) => r.type));
    expect(types.has('news')).toBe(true);
    expect(types.has('program')).toBe(true);
    const program = en.results.find((r) => r.type === 'program');
    expect(program?.url).toMatch(/^\/en\/programs\/[\w-]+$/);
    const news = en.results.find((r) => r.type === 'news');
    expect(news?.url).toMatch(/^\/en\/(news|authors)\/[\w-]+$/);
  });

  it('team members link to the team page; named pages to their routes', async () => {
    const member = readContent<{ team: { name: string; categories?: number[] }[] }>('uk/team.json').team.find((m) => !m.categories?.length);
    const surname = member?.name.split(' ').at(-1) ?? '';
    const team = await search({ query: surname, lang: 'uk', type: 'team' });
    expect(team.results[0]).toMatchObject({ type: 'team', url: '/uk/team', title: member?.name });
    const heroTitle = readContent<{ hero_title: string }>('en/pages/history.json').hero_title;
    const pages = await search({ query: heroTitle, lang: 'en', type: 'page' });
    expect(pages.results.map((r) => r.url)).toContain('/en/history');
    const alumniTitle = readContent<{ hero_title: string }>('uk/pages/alumni.json').hero_title;
    const alumni = await search({ query: alumniTitle, lang: 'uk', type: 'page' });
    expect(alumni.results.map((r) => r.url)).toContain('/uk/fulbrighters');
  });

  it('never shows drafts, hidden categories or excluded team members', async () => {
    for (const lang of LANGS) {
      const news = readContent<{ news: (Item & { title: string })[] }>(`${lang}/news.json`).news;
      for (const item of news.filter((n) => n.status === 'draft' || n.categories?.some((c) => c === 260 || c === 262))) {
        const found = await search({ query: item.title.replace(/<[^>]+>/g, ''), lang, type: 'news' });
        expect(found.results.map((r) => r.id)).not.toContain(item.id);
      }
      const hidden = readContent<{ team: { id: number; name: string; categories?: number[] }[] }>(`${lang}/team.json`).team.filter(
        (m) => m.categories?.includes(lang === 'uk' ? 256 : 258),
      );
      for (const member of hidden) {
        expect((await search({ query: member.name, lang, type: 'team' })).results.map((r) => r.id)).not.toContain(member.id);
      }
    }
  });

  it('filters by type, pages by page and per_page (default 10), needs 2 characters', async () => {
    const all = await search({ query: 'fulbright', lang: 'en', per_page: 100 });
    const firstPage = await search({ query: 'fulbright', lang: 'en' });
    expect(firstPage.results).toEqual(all.results.slice(0, 10));
    expect(firstPage.total).toBe(all.total);
    const second = await search({ query: 'fulbright', lang: 'en', page: 2, per_page: 5 });
    expect(second.results).toEqual(all.results.slice(5, 10));
    const programs = await search({ query: 'fulbright', lang: 'en', type: 'program', per_page: 100 });
    expect(programs.results.every((r) => r.type === 'program')).toBe(true);
    expect(programs.total).toBe(all.results.filter((r) => r.type === 'program').length);
    expect(await search({ query: 'f', lang: 'en' })).toEqual({ results: [], total: 0 });
  });

  it('ranks title matches first and is diacritics- and case-tolerant in Ukrainian', async () => {
    const upper = await search({ query: 'ФУЛБРАЙТ', lang: 'uk', per_page: 100 });
    const lower = await search({ query: 'фулбрайт', lang: 'uk', per_page: 100 });
    expect(upper).toEqual({ ...lower, results: lower.results.map((r, i) => ({ ...r, highlight: upper.results[i]?.highlight ?? '' })) });
    expect(upper.total).toBeGreaterThan(0);
    // Every title match before every body-only match.
    const titleHits = lower.results.map((r) => stemsOf(r.title).includes('фулбрайт'));
    expect(titleHits).toEqual([...titleHits].sort((a, b) => Number(b) - Number(a)));
    expect(titleHits).toContain(true);
    for (const r of lower.results) {
      expect(r.excerpt).not.toMatch(/<[a-z]/i);
      expect(r.excerpt.length).toBeLessThanOrEqual(205);
      expect(stemsOf(r.highlight)).toEqual(['фулбрайт']);
    }
  });
});

describe('writes are stored before the answer', () => {
  const lines = (dir: string, name: string) => {
    const file = path.join(dir, name);
    return existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, unknown>)
      : [];
  };

  it('newsletter: the line is on disk when the answer comes; the same address again is already_subscribed', async () => {
    const answer = await post('newsletter-subscribe', { email: 'First@Example.org', honeypot: '', lang: 'en' });
    expect(answer.status).toBe(200);
    expect(parsed(schemas.newsletterResponseSchema, answer)).toMatchObject({ success: true, already_subscribed: false });
    expect(lines(dataDir, 'newsletter.jsonl')).toEqual([expect.objectContaining({ email: 'First@Example.org', lang: 'en' })]);
    const again = await post('newsletter-subscribe', { email: 'first@example.ORG', honeypot: '', lang: 'uk' });
    expect(parsed(schemas.newsletterResponseSchema, again)).toMatchObject({ success: true, already_subscribed: true });
    expect(lines(dataDir, 'newsletter.jsonl')).toHaveLength(1);
  });

  it('newsletter: still already_subscribed after a restart (read back from disk)', async () => {
    const restarted = await loadRouter({ DATA_DIR: dataDir });
    const answer = await post('newsletter-subscribe', { email: 'FIRST@example.org', honeypot: '', lang: 'en' }, restarted);
    expect(answer.body).toMatchObject({ success: true, already_subscribed: true });
  });

  it('newsletter: invalid e-mail and blocked domains are 400 with the code as message; a filled decoy stores nothing', async () => {
    for (const email of ['', 'not-an-email', 'a@b', 'two words@example.org']) {
      const answer = await post('newsletter-subscribe', { email, honeypot: '', lang: 'en' });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'invalid_email', message: 'invalid_email' });
    }
    for (const email of ['bot@mailinator.com', 'x@TempMail.com']) {
      const answer = await post('newsletter-subscribe', { email, honeypot: '', lang: 'uk' });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'blocked_domain', message: 'blocked_domain' });
    }
    const before = lines(dataDir, 'newsletter.jsonl').length;
    for (const decoy of [{ honeypot: 'http://spam' }, { honeypot: '', website: 'spam' }]) {
      const answer = await post('newsletter-subscribe', { email: 'bot@example.org', lang: 'en', ...decoy });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: true });
    }
    expect(lines(dataDir, 'newsletter.jsonl')).toHaveLength(before);
  });

  it('newsletter: concurrent subscriptions are all kept, a concurrent duplicate only once', async () => {
    const dir = tempDir('embedded-concurrent-');
    const fresh = await loadRouter({ DATA_DIR: dir });
    const emails = Array.from({ length: 25 }, (_, i) => `reader${i}@example.org`);
    const answers = await Promise.all([
      ...emails.map((email) => post('newsletter-subscribe', { email, honeypot: '', lang: 'uk' }, fresh)),
      ...Array.from({ length: 5 }, () => post('newsletter-subscribe', { email: 'same@example.org', honeypot: '', lang: 'uk' }, fresh)),
    ]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const stored = lines(dir, 'newsletter.jsonl').map((row) => row.email);
    expect([...stored].sort()).toEqual([...emails, 'same@example.org'].sort());
    expect(answers.filter((a) => (a.body as { already_subscribed: boolean }).already_subscribed)).toHaveLength(4);
  });

  it('contact: stored before the answer; empty fields and a bad e-mail are 400; a decoy stores nothing', async () => {
    const message = { name: 'Ірина', email: 'iryna@example.org', subject: 'Питання', message: 'Коли дедлайн?', honeypot: '', lang: 'uk' };
    const answer = await post('contact', message);
    expect(parsed(schemas.contactResponseSchema, answer)).toMatchObject({ success: true });
    expect(lines(dataDir, 'contact.jsonl')).toEqual([expect.objectContaining({ name: 'Ірина', subject: 'Питання', lang: 'uk' })]);
    expect((await post('contact', { ...message, subject: '  ' })).status).toBe(400);
    expect((await post('contact', { ...message, email: 'nope' })).status).toBe(400);
    expect((await post('contact', { ...message, honeypot: 'x' })).body).toMatchObject({ success: true });
    expect(lines(dataDir, 'contact.jsonl')).toHaveLength(1);
  });

  it('views: counted in views.json (atomically), added to the news answers, kept over a restart', async () => {
    const item = readContent<{ news: Item[] }>('en/news.json').news.find((n) => n.status !== 'draft');
    if (!item) throw new Error('no news');
    const base = item.views ?? 0;
    const answers = await Promise.all(Array.from({ length: 3 }, () => post('increment-views', { post_id: item.id })));
    expect(answers.map((a) => parsed(schemas.viewsResponseSchema, a).views).sort()).toEqual([base + 1, base + 2, base + 3]);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'views.json'), 'utf8'))).toEqual({ [String(item.id)]: 3 });
    expect(readdirSync(dataDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(parsed(schemas.newsItemSchema, await get(`news/${item.slug}`, { lang: 'en' })).views).toBe(base + 3);
    const listed = parsed(schemas.newsListSchema, await get('news', { lang: 'en' })).news.find((n) => n.id === item.id);
    expect(listed?.views).toBe(base + 3);
    const restarted = await loadRouter({ DATA_DIR: dataDir });
    expect((await post('increment-views', { post_id: item.id }, restarted)).body).toEqual({ success: true, views: base + 4 });
    expect((await post('increment-views', { post_id: 'x' })).status).toBe(400);
  });

  // "/api/views counts any post id, whether or not it exists."
  it('views: an id that is not a published article is refused and takes no room in views.json', async () => {
    const news = readContent<{ news: Item[] }>('en/news.json').news;
    const draft = news.find((n) => n.status === 'draft');
    const ids = [999_999, ...(draft ? [draft.id] : [])];
    for (const id of ids) expect((await post('increment-views', { post_id: id })).body).toMatchObject({ success: false, code: 'not_found' });
    const stored = JSON.parse(readFileSync(path.join(dataDir, 'views.json'), 'utf8')) as Record<string, number>;
    for (const id of ids) expect(stored[String(id)]).toBeUndefined();
  });

  it('creates the data directory when it does not exist', async () => {
    const dir = path.join(tempDir('embedded-nested-'), 'a', 'b');
    const fresh = await loadRouter({ DATA_DIR: dir });
    await post('newsletter-subscribe', { email: 'nested@example.org', honeypot: '', lang: 'en' }, fresh);
    expect(lines(dir, 'newsletter.jsonl')).toHaveLength(1);
  });
});

describe('content changes on disk are seen', () => {
  it('re-reads a file when its mtime changes', async () => {
    const contentDir = tempDir('embedded-content-');
    cpSync('content', contentDir, { recursive: true });
    const local = await loadRouter({ DATA_DIR: tempDir('embedded-data-'), CONTENT_DIR: contentDir });
    const read = async () =>
      parsed(schemas.aboutDataSchema, await local.handleEmbedded({ method: 'GET', path: `${NS}/about-data`, query: { lang: 'en' } }));
    const before = await read();
    const file = path.join(contentDir, 'en', 'about-data.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), title: 'Changed on disk' }));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    const after = await read();
    expect(before.title).not.toBe('Changed on disk');
    expect(after.title).toBe('Changed on disk');

    // The search index is rebuilt from the changed file too.
    const search = async () =>
      parsed(
        schemas.searchResponseSchema,
        await local.handleEmbedded({ method: 'GET', path: `${NS}/search`, query: { lang: 'en', query: 'zanzibarization' } }),
      );
    expect((await search()).total).toBe(0);
    const newsFile = path.join(contentDir, 'en', 'news.json');
    const data = JSON.parse(readFileSync(newsFile, 'utf8')) as { news: Item[] };
    const published = data.news.find((n) => n.status !== 'draft');
    if (!published) throw new Error('no news');
    published.title = 'Zanzibarization of exchange';
    writeFileSync(newsFile, JSON.stringify(data));
    utimesSync(newsFile, later, later);
    expect((await search()).results).toEqual([
      expect.objectContaining({ id: published.id, type: 'news', title: 'Zanzibarization of exchange', highlight: 'Zanzibarization' }),
    ]);
  });
});
