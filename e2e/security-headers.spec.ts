import { expect, test } from '@playwright/test';

/** Security headers on every response, set in one place (next.config.ts). */
const EXPECTED: Record<string, RegExp> = {
  'content-security-policy': /default-src 'self'.*object-src 'none'.*frame-ancestors 'none'/,
  'strict-transport-security': /max-age=\d+/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
  // .
  'cross-origin-opener-policy': /^same-origin$/,
};

for (const [what, path, status] of [
  ['a page', '/uk', 200],
  ['an API route', '/api/revalidate', 405],
  ['a 404', '/en/no-such-page', 404],
] as const) {
  test(`security headers on ${what}`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(status);
    const headers = response.headers();
    for (const [name, pattern] of Object.entries(EXPECTED)) {
      expect(headers[name], name).toMatch(pattern);
    }
    expect(headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(headers['x-powered-by']).toBeUndefined();
  });
}
