import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { OG_RATE_LIMIT } from '../lib/constants';
import { backend } from '../test/support/backend';
import { publishedNews } from '../test/support/content';
import { E2E } from '../test/support/env';

/**
 * Bad input: a clear 4xx or the 404 page, never a 5xx, nothing reflected unescaped,
 * no open redirect through the locale redirect.
 */
function raw(baseURL: string, path: string, method = 'GET', body?: string, headers: Record<string, string> = {}) {
  const site = new URL(baseURL);
  return new Promise<{ status: number; location: string; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request({ host: site.hostname, port: site.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? '', body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }),
      );
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

const PATHS = [
  `/uk/${'a'.repeat(10_000)}`,
  '/uk/news/..%2F..%2Fetc%2Fpasswd',
  '/uk/%2e%2e/%2e%2e/etc/passwd',
  '/uk/news/%00',
  '/en/news/slug%00.json',
  encodeURI('/uk/😀-тест-mixed'),
  '/en/programs/%F0%9F%98%80',
  '/uk/programs/%E0%A4%A',
  '/UK/news',
  '/uk//news',
  '/en/news/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
];

test.describe('bad paths', () => {
  for (const path of PATHS) {
    test(`${path.slice(0, 60)} answers a 3xx/4xx without reflecting input`, async ({ baseURL }) => {
      const response = await raw(baseURL ?? '', path);
      expect(response.status).toBeGreaterThanOrEqual(300);
      expect(response.status).toBeLessThan(500);
      expect(response.body).not.toContain('<script>alert(1)</script>');
      // A redirect, if any, stays on this site.
      expect(new URL(response.location || '/', baseURL).host).toBe(new URL(baseURL ?? '').host);
    });
  }

  for (const path of ['//evil.example', '//evil.example/%2F..', '/\\evil.example', '/%2F%2Fevil.example']) {
    test(`no open redirect through ${path}`, async ({ baseURL }) => {
      const response = await raw(baseURL ?? '', path);
      expect(response.status).toBeLessThan(500);
      // A redirect, if any, stays on this site.
      expect(new URL(response.location || '/', baseURL).host).toBe(new URL(baseURL ?? '').host);
    });
  }
});

test.describe('malformed input never gets a 5xx', () => {
  // Each answers 400 or 404, with the site's security headers (Next's own 500 has none).
  const CASES: { path: string; status: number }[] = [
    { path: '/uk/programs/%25', status: 404 },
    { path: '/uk/programs/%25/calendar.ics', status: 404 },
    { path: '/uk/news/%25', status: 404 },
    { path: '/uk/%25', status: 404 },
    { path: '/uk/authors/%25', status: 404 },
    { path: '/_next/%', status: 400 },
    { path: '/api/%E0%A4%A', status: 400 },
    { path: '/api/%25', status: 404 },
    // The image optimizer asks Next's router for a local source, which fails the same way.
    { path: '/_next/image?url=%2F%25E0&w=64&q=75', status: 400 },
    { path: '/_next/image?url=%2Fimages%2F%25E0%25A4%25A.png&w=64&q=75', status: 400 },
  ];
  for (const { path, status } of CASES) {
    test(`${path} answers ${status}`, async ({ baseURL }) => {
      const response = await raw(baseURL ?? '', path);
      expect(response.status).toBe(status);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });
  }

  for (const target of ['/uk/привіт-світ', '/en/caf%C3%A9', '/en/café']) {
    test(`leaving preview for ${target} redirects with a percent-encoded Location`, async ({ baseURL }) => {
      const response = await raw(baseURL ?? '', `/api/preview/exit?path=${encodeURIComponent(target)}`);
      expect(response.status).toBe(307);
      expect(response.location).toMatch(/^[\x21-\x7e]+$/);
      expect(decodeURIComponent(response.location)).toBe(decodeURIComponent(target));
    });
  }
});

test.describe('bad API input', () => {
  const payloads = ['<script>alert(1)</script>', "' OR 1=1 --", '.*+?^${}()|[]\\', '%00', 'a'.repeat(5000)];

  for (const q of payloads) {
    test(`search API with ${JSON.stringify(q.slice(0, 20))} answers 2xx/4xx without reflecting it raw`, async ({ request }) => {
      const response = await request.get(`/api/search?q=${encodeURIComponent(q)}&lang=uk`);
      expect(response.status()).toBeLessThan(500);
      expect(response.headers()['content-type']).toContain('application/json');
      expect(await response.text()).not.toContain('<script>alert(1)</script>');
    });
  }

  // The webhook checks its secret before anything else (none is sent here; the e2e site has one
  // set). The views route takes any content type, as a beacon may send text/plain: its body is
  // then not JSON.
  const refusals = {
    '/api/contact': { form: 415, big: 413 },
    '/api/newsletter': { form: 415, big: 413 },
    '/api/revalidate': { form: 401, big: 401 },
    '/api/views': { form: 400, big: 413 },
  } as const;
  for (const [route, expected] of Object.entries(refusals)) {
    test(`${route}: wrong method, wrong content type, oversized body, missing fields are 4xx`, async ({ request, baseURL }) => {
      const get = await request.fetch(route, { method: 'PUT' });
      expect(get.status()).toBe(405);
      expect(get.headers().allow).toBe('POST');
      expect(await get.json()).toEqual({ error: 'method_not_allowed' });
      const form = await request.post(route, { headers: { 'content-type': 'text/plain', origin: baseURL ?? '' }, data: 'email=x' });
      expect(form.status()).toBe(expected.form);
      const big = await request.post(route, {
        headers: { 'content-type': 'application/json', origin: baseURL ?? '' },
        data: JSON.stringify({ email: 'a@b.ua', message: 'x'.repeat(200_000) }),
      });
      expect(big.status()).toBe(expected.big);
      const empty = await request.post(route, { headers: { 'content-type': 'application/json', origin: baseURL ?? '' }, data: '{}' });
      expect(empty.status()).toBeGreaterThanOrEqual(400);
      expect(empty.status()).toBeLessThan(500);
      const wrongTypes = await request.post(route, {
        headers: { 'content-type': 'application/json', origin: baseURL ?? '' },
        data: JSON.stringify({ email: 42, name: ['x'], post_id: 'abc', type: 7 }),
      });
      expect(wrongTypes.status()).toBeGreaterThanOrEqual(400);
      expect(wrongTypes.status()).toBeLessThan(500);
    });
  }
});

/** The requests of its items 3, 5, 6 and 8, each answered without a 5xx. */
test.describe('hardening', () => {
  const outsideRequests = () => (existsSync(E2E.outsideNetworkLog) ? readFileSync(E2E.outsideNetworkLog, 'utf8').split('\n').filter(Boolean) : []);
  const png = (body: Buffer) => body.subarray(1, 4).toString('ascii') === 'PNG';

  // Item 3: "A title with an emoji makes next/og download a font from a CDN … A CJK title fetches from another font CDN."
  test('share images with emoji, CJK or other scripts render from our fonts, without reaching the network', async ({ request }) => {
    const before = outsideRequests();
    const headers = { 'x-forwarded-for': `10.20.${Date.now() % 250}.1` };
    for (const title of ['Зимова школа 😀🎓 у Львові', '👩‍🔬🇺🇦', 'Fulbright 中文标题 日本語 한국어', 'नमस्ते Fulbright', 'Ünïcödé ½ ∑ ≈ ✓ → ★']) {
      const response = await request.get(`/api/og?lang=uk&section=news&title=${encodeURIComponent(title)}`, { headers });
      expect(response.status(), title).toBe(200);
      expect(png(await response.body()), title).toBe(true);
    }
    expect(outsideRequests().slice(before.length)).toEqual([]);
  });

  test(`share images: past ${OG_RATE_LIMIT.renders} new renders a minute a client gets 429; images already rendered still come`, async ({ request }) => {
    const headers = { 'x-forwarded-for': `10.21.${Date.now() % 250}.1` };
    const statuses: number[] = [];
    for (let i = 0; i <= OG_RATE_LIMIT.renders; i++) {
      statuses.push((await request.get(`/api/og?lang=en&section=news&title=Render%20${Date.now()}-${i}`, { headers })).status());
    }
    expect(statuses.slice(0, OG_RATE_LIMIT.renders).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await request.get('/api/og?lang=en&section=news&title=Render%20limit', { headers: { 'x-forwarded-for': '10.21.250.2' } })).status()).toBe(200);
    expect((await request.get('/api/og?lang=en&section=news&title=Render%20limit', { headers })).status()).toBe(200);
  });

  // Item 5: "/api/views counts any post id, whether or not it exists."
  test('views: an id that is no published article answers 404 and counts nothing', async ({ request, baseURL }) => {
    const headers = { 'content-type': 'application/json', origin: baseURL ?? '', 'x-forwarded-for': `10.22.${Date.now() % 250}.1` };
    for (const postId of [999_999_999, 1, 2 ** 31 - 1]) {
      const response = await request.post('/api/views', { headers, data: { post_id: postId } });
      expect(response.status()).toBe(404);
      expect(await response.json()).toEqual({ error: 'not_found', detail: 'no published article has this id' });
    }
    const article = publishedNews('en')[0];
    if (!article) throw new Error('no en article in the content');
    const known = await backend.newsId('en', article.slug);
    expect((await request.post('/api/views', { headers, data: { post_id: known } })).status()).toBe(200);
  });

  // Item 6: "contact, newsletter and views accept a forged Origin plus X-Forwarded-Host pair."
  for (const route of ['/api/contact', '/api/newsletter', '/api/views']) {
    test(`${route} refuses a forged Origin plus X-Forwarded-Host pair with 403`, async ({ request }) => {
      const response = await request.post(route, {
        headers: { 'content-type': 'application/json', origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
        data: { email: 'forged@example.org', name: 'x', subject: 'x', message: 'x', url: '', lang: 'en', post_id: 1 },
      });
      expect(response.status()).toBe(403);
    });
  }

  // Item 8: "It is read without a streaming byte cap; the size is checked only afterwards, and in UTF-16 units."
  test('the webhook refuses a body over its cap in bytes, declared or streamed, with 413', async ({ baseURL }) => {
    const headers = { 'content-type': 'application/json', 'x-revalidate-secret': E2E.siteEnv.REVALIDATE_SECRET ?? '' };
    const multibyte = JSON.stringify({ type: 'news', slug: 'є'.repeat(5000), lang: 'uk' });
    expect((await raw(baseURL ?? '', '/api/revalidate', 'POST', multibyte, headers)).status).toBe(413);
    expect((await chunked(baseURL ?? '', '/api/revalidate', headers, 64, 'x'.repeat(1024))).status).toBe(413);
  });
});

/** A body sent in chunks with no Content-Length, as a client streaming an endless body would. */
function chunked(base: string, path: string, headers: Record<string, string>, chunks: number, chunk: string) {
  const site = new URL(base);
  return new Promise<{ status: number }>((resolve, reject) => {
    const req = http.request({ host: site.hostname, port: site.port, path, method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    for (let i = 0; i < chunks; i++) req.write(chunk);
    req.end();
  });
}
