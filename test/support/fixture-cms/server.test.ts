import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  clearFaults,
  injectFault,
  isHealthy,
  listFaults,
  patchContent,
  requestCount,
  requestLog,
  resetContent,
  resetRequests,
} from '@/test/support/fixture-cms/control';
import { signPreviewToken } from '@/lib/cms/embedded/preview-token';
import { heroSlidesSchema, newsItemSchema, newsListSchema, unsubscribeResponseSchema, wpPostsSchema } from '@/lib/cms/schemas';
import { unsubscribeToken } from '@/test/support/unsubscribe-token';

/** The fixture CMS over HTTP (scripts/cms-server.ts) and its control API, through the typed client. */

type FixtureModule = typeof import('./server');
let fixture: ReturnType<FixtureModule['createFixtureServer']>;
let origin: string;
let dataDir: string;
const NS = 'fulbright-react/v1';
const PREVIEW_KEY = 'fixture-preview-key';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'fixture-data-'));
  const saved = { ...process.env };
  Object.assign(process.env, { DATA_DIR: dataDir, CMS_API_URL: '', CMS_NAMESPACE: '', PRODUCT_SLUG: '', PREVIEW_SECRET: PREVIEW_KEY });
  let mod: FixtureModule | undefined;
  await jest.isolateModulesAsync(async () => {
    mod = await import('./server');
  });
  process.env = saved;
  if (!mod) throw new Error('fixture server did not load');
  fixture = mod.createFixtureServer();
  await new Promise<void>((resolve) => fixture.server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(fixture.server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await clearFaults(origin);
  await resetContent(origin);
  await resetRequests(origin);
});

afterAll(async () => {
  await fixture.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const cms = (route: string, init?: RequestInit) => fetch(`${origin}/wp-json/${route}`, init);

describe('serving the embedded CMS', () => {
  it('answers /wp-json/<path> as JSON with the WordPress paging headers', async () => {
    expect(await isHealthy(origin)).toBe(true);
    const response = await cms('wp/v2/posts?categories=258&per_page=6&page=1&_embed=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(Number(response.headers.get('x-wp-total'))).toBeGreaterThan(6);
    expect(Number(response.headers.get('x-wp-totalpages'))).toBeGreaterThan(1);
    expect(wpPostsSchema.safeParse(await response.json()).success).toBe(true);
    // Without `page`, the news list is its first page (at most 100 articles) with the totals.
    const news = await cms(`${NS}/news?lang=en`);
    const list = newsListSchema.parse(await news.json());
    expect(Number(news.headers.get('x-wp-total'))).toBe(list.news.length);
    expect(news.headers.get('x-wp-totalpages')).toBe('1');
  });

  it('takes the writes as JSON POSTs and refuses other methods', async () => {
    const ok = await cms(`${NS}/newsletter-subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'http@example.org', honeypot: '', lang: 'en' }),
    });
    expect(await ok.json()).toMatchObject({ success: true, already_subscribed: false });
    const bad = await cms(`${NS}/contact`, { method: 'POST', body: '{not json' });
    expect(bad.status).toBe(400);
    expect((await cms(`${NS}/news`, { method: 'PUT' })).status).toBe(405);
    expect((await cms(`${NS}/nothing`)).status).toBe(404);
    expect((await fetch(`${origin}/elsewhere`)).status).toBe(404);
  });
});

describe('the newsletter unsubscribe link, as WordPress answers it', () => {
  const post = (route: string, body: unknown) => cms(`${NS}/${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('a token signed with the data folder’s key deletes the address; again: not subscribed; another key: 400', async () => {
    await post('newsletter-subscribe', { email: 'Leaving@Example.org', honeypot: '', lang: 'uk' });
    await post('newsletter-subscribe', { email: 'staying@example.org', honeypot: '', lang: 'uk' });
    // The key is made on first use and kept in the data folder.
    const forged = await post('newsletter-unsubscribe', { token: unsubscribeToken('leaving@example.org', 'not the key of this CMS at all!!') });
    expect(forged.status).toBe(400);
    expect(unsubscribeResponseSchema.parse(await forged.json())).toMatchObject({ success: false, code: 'invalid_token' });
    const { key } = JSON.parse(readFileSync(path.join(dataDir, 'unsubscribe-key.json'), 'utf8')) as { key: string };
    const token = unsubscribeToken('leaving@example.org', key);
    const first = await post('newsletter-unsubscribe', { token });
    expect(first.status).toBe(200);
    expect(unsubscribeResponseSchema.parse(await first.json())).toMatchObject({ success: true, unsubscribed: true });
    const file = readFileSync(path.join(dataDir, 'newsletter.jsonl'), 'utf8');
    expect(file.toLowerCase()).not.toContain('leaving@example.org');
    expect(file).toContain('staying@example.org');
    expect(unsubscribeResponseSchema.parse(await (await post('newsletter-unsubscribe', { token })).json())).toMatchObject({ success: true, unsubscribed: false });
    const again = await post('newsletter-subscribe', { email: 'leaving@example.org', honeypot: '', lang: 'uk' });
    expect(await again.json()).toMatchObject({ success: true, already_subscribed: false });
  });
});

describe('fault injection', () => {
  it('500 and 429 answer those statuses', async () => {
    await injectFault(origin, 'hero-slides', '500');
    expect((await cms(`${NS}/hero-slides?lang=uk`)).status).toBe(500);
    await clearFaults(origin);
    await injectFault(origin, 'page/news', '429');
    const limited = await cms(`${NS}/page/news?lang=en`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect((await cms(`${NS}/news?lang=en`)).status).toBe(200);
  });

  it('malformed is invalid JSON with 200; wrong-shape is valid JSON no schema accepts', async () => {
    await injectFault(origin, 'hero-slides', 'malformed');
    const malformed = await cms(`${NS}/hero-slides`);
    expect(malformed.status).toBe(200);
    const text = await malformed.text();
    expect(() => JSON.parse(text)).toThrow();
    await clearFaults(origin);
    await injectFault(origin, 'hero-slides', 'wrong-shape');
    const wrong = await cms(`${NS}/hero-slides`);
    expect(wrong.status).toBe(200);
    expect(heroSlidesSchema.safeParse(await wrong.json()).success).toBe(false);
  });

  it('hang gives no answer until the client gives up; clearing faults releases hung requests', async () => {
    await injectFault(origin, 'about-data', 'hang');
    await expect(cms(`${NS}/about-data`, { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    const pending = cms(`${NS}/about-data`).then(
      () => 'answered',
      () => 'dropped',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await clearFaults(origin);
    expect(await pending).toBe('dropped');
    expect((await cms(`${NS}/about-data`)).status).toBe(200);
  });

  it('matches by /regex/, by language and a number of times', async () => {
    await injectFault(origin, '/v1\\/news$/', '500', { lang: 'en', times: 2 });
    expect(await listFaults(origin)).toEqual([{ match: '/v1\\/news$/', fault: '500', lang: 'en', times: 2 }]);
    expect((await cms(`${NS}/news?lang=uk`)).status).toBe(200);
    expect((await cms(`${NS}/news`)).status).toBe(200);
    expect((await cms(`${NS}/news/fulbright-program-80-years?lang=en`)).status).toBe(200);
    expect((await cms(`${NS}/news?lang=en`)).status).toBe(500);
    expect((await cms(`${NS}/news?lang=en`)).status).toBe(500);
    expect((await cms(`${NS}/news?lang=en`)).status).toBe(200);
    expect(await listFaults(origin)).toEqual([]);
  });

  it('refuses a fault it does not know', async () => {
    await expect(injectFault(origin, 'news', 'explode' as '500')).rejects.toThrow(/400/);
    await expect(injectFault(origin, '', '500')).rejects.toThrow(/400/);
  });
});

describe('request log', () => {
  it('counts requests by substring or /regex/ until reset', async () => {
    await cms(`${NS}/menu/primary?lang=uk`);
    await cms(`${NS}/menu/primary?lang=en`);
    await cms(`${NS}/footer-data?lang=en`);
    expect(await requestCount(origin, 'menu/primary')).toBe(2);
    expect(await requestCount(origin, '/lang=en$/')).toBe(2);
    expect(await requestCount(origin)).toBe(3);
    const log = await requestLog(origin, 'footer');
    expect(log).toEqual([expect.objectContaining({ method: 'GET', path: `${NS}/footer-data?lang=en` })]);
    await injectFault(origin, 'footer', '500');
    await cms(`${NS}/footer-data?lang=en`);
    expect((await requestLog(origin, 'footer'))[1]).toMatchObject({ fault: '500' });
    await resetRequests(origin);
    expect(await requestCount(origin, 'menu')).toBe(0);
  });
});

describe('content changes at run time', () => {
  const newsItem = async (slug: string, lang = 'en') => {
    const response = await cms(`${NS}/news/${slug}?lang=${lang}`);
    return response.status === 200 ? newsItemSchema.parse(await response.json()) : null;
  };

  it('patches one news item, adds one, and drops every change on reset', async () => {
    const list = newsListSchema.parse(await (await cms(`${NS}/news?lang=en`)).json()).news;
    const target = list[0];
    if (!target) throw new Error('no news');
    await patchContent(origin, { lang: 'en', file: 'news', where: { slug: target.slug }, patch: { title: 'A title set by a test' } });
    expect((await newsItem(target.slug))?.title).toBe('A title set by a test');
    await patchContent(origin, {
      lang: 'en',
      file: 'news.json',
      add: { ...target, id: 999001, slug: 'added-by-a-test', title: 'Added', date: '2099-01-01T10:00:00', alternate_slug: null },
    });
    const after = newsListSchema.parse(await (await cms(`${NS}/news?lang=en`)).json()).news;
    expect(after[0]?.slug).toBe('added-by-a-test');
    expect(after.find((n) => n.slug === target.slug)?.title).toBe('A title set by a test');
    expect(await newsItem(target.slug, 'uk')).toBeNull();
    await resetContent(origin);
    expect((await newsItem(target.slug))?.title).toBe(target.title);
    expect(await newsItem('added-by-a-test')).toBeNull();
  });

  it('replaces a whole file and reports bad changes', async () => {
    await patchContent(origin, { file: 'uk/hero-slides.json', data: [] });
    expect(await (await cms(`${NS}/hero-slides?lang=uk`)).json()).toEqual([]);
    expect(heroSlidesSchema.parse(await (await cms(`${NS}/hero-slides?lang=en`)).json()).length).toBeGreaterThan(0);
    await expect(patchContent(origin, { lang: 'en', file: 'news', where: { slug: 'nope' }, patch: {} })).rejects.toThrow(/404/);
    await expect(patchContent(origin, { file: '../package.json', data: {} })).rejects.toThrow(/400/);
    await expect(patchContent(origin, { lang: 'en', file: 'news' })).rejects.toThrow(/400/);
  });
});

describe('draft preview over HTTP', () => {
  it('passes the X-Preview-Token header to the embedded CMS: a draft with its token, none without', async () => {
    const draft = `${origin}/wp-json/${NS}/news/draft-alumni-spring-school-2027?lang=en`;
    expect((await fetch(draft)).status).toBe(404);
    expect((await fetch(draft, { headers: { 'x-preview-token': signPreviewToken(4101, PREVIEW_KEY) } })).status).toBe(200);
    expect((await fetch(`${origin}/wp-json/${NS}/preview`, { headers: { 'x-preview-token': signPreviewToken(4101, 'forged') } })).status).toBe(401);
  });
});
