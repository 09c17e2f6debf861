import http from 'node:http';
import { expect, test } from '@playwright/test';

/**
 * Issue 9, bad input: a clear 4xx or the 404 page, never a 5xx, nothing reflected unescaped,
 * no open redirect through the locale redirect.
 */
function raw(baseURL: string, path: string, method = 'GET', body?: string, headers: Record<string, string> = {}) {
  const site = new URL(baseURL);
  return new Promise<{ status: number; location: string; body: string }>((resolve, reject) => {
    const req = http.request({ host: site.hostname, port: site.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? '', body: Buffer.concat(chunks).toString('utf8') }));
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
      if (response.location) expect(new URL(response.location, baseURL).host).toBe(new URL(baseURL ?? '').host);
    });
  }

  for (const path of ['//evil.example', '//evil.example/%2F..', '/\\evil.example', '/%2F%2Fevil.example']) {
    test(`no open redirect through ${path}`, async ({ baseURL }) => {
      const response = await raw(baseURL ?? '', path);
      expect(response.status).toBeLessThan(500);
      if (response.location) expect(new URL(response.location, baseURL).host).toBe(new URL(baseURL ?? '').host);
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

  for (const route of ['/api/contact', '/api/newsletter', '/api/revalidate', '/api/views']) {
    test(`${route}: wrong method, wrong content type, oversized body, missing fields are 4xx`, async ({ request, baseURL }) => {
      const get = await request.fetch(route, { method: 'PUT' });
      expect(get.status()).toBe(405);
      const form = await request.post(route, { headers: { 'content-type': 'text/plain', origin: baseURL ?? '' }, data: 'email=x' });
      expect([400, 401, 415, 503]).toContain(form.status());
      const big = await request.post(route, {
        headers: { 'content-type': 'application/json', origin: baseURL ?? '' },
        data: JSON.stringify({ email: 'a@b.ua', message: 'x'.repeat(200_000) }),
      });
      expect([401, 413, 503]).toContain(big.status());
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
