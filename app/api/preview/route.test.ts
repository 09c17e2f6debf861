import { describe, expect, it, jest } from '@jest/globals';
import { NextRequest, type NextResponse } from 'next/server';
import { readContent } from '@/test/support/content';
import { signPreviewToken } from '@/lib/cms/embedded/preview-token';
import { importWithEnv } from '@/test/import-with-env';

/**
 * /api/preview takes the token of WordPress's Preview button (here signed by
 * the embedded CMS, which checks it like WordPress), asks the CMS whether it opens an item, and
 * only then turns draft mode on and keeps the token for the draft's reads.
 */
const enable = jest.fn();
jest.mock('next/headers', () => ({ draftMode: async () => ({ enable, isEnabled: false }), cookies: async () => ({ get: () => undefined }) }));

const KEY = 'route-preview-key';
const draft = readContent<{ news: { id: number; slug: string; status?: string }[] }>('en', 'news.json').news.find((n) => n.status === 'draft');

/** One call of the route, inside a module registry whose config has the embedded CMS's key. */
async function preview(query: Record<string, string>) {
  const url = new URL('https://www.example.org/api/preview');
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const request = new NextRequest(url, { headers: { 'x-forwarded-for': `10.9.0.${Math.floor(Math.random() * 250)}` } });
  enable.mockClear();
  const response = await importWithEnv({ PREVIEW_SECRET: KEY, CMS_API_URL: undefined, SITE_URL: 'https://www.example.org' }, async () => (await import('./route')).GET(request));
  // A refusal is a plain Response (lib/http/api-error.ts): only the redirect sets cookies.
  const cookie = 'cookies' in response ? (response as NextResponse).cookies.get('cms_preview_token') : undefined;
  return { status: response.status, location: response.headers.get('location'), cookie, enabled: enable.mock.calls.length > 0, body: response.status >= 400 ? await response.json() : null };
}

describe('GET /api/preview', () => {
  const path = `/en/news/${draft?.slug}`;

  it('a valid token: draft mode on, the token kept in a secure http-only cookie until it expires, and on to the page', async () => {
    const token = signPreviewToken(draft?.id ?? 0, KEY);
    const answer = await preview({ token, path });
    expect(answer).toMatchObject({ status: 307, location: path, enabled: true });
    expect(answer.cookie).toMatchObject({ name: 'cms_preview_token', value: token, httpOnly: true, sameSite: 'lax', secure: true, path: '/' });
    const expires = answer.cookie?.expires instanceof Date ? answer.cookie.expires.getTime() : Number(answer.cookie?.expires);
    expect(expires - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });

  it('a missing, malformed, forged or expired token: 401, draft mode stays off', async () => {
    const expired = signPreviewToken(draft?.id ?? 0, KEY, Date.now() - 11 * 60_000);
    for (const token of ['', 'e2e-preview-secret', signPreviewToken(draft?.id ?? 0, 'forged'), expired]) {
      expect({ token, ...(await preview({ token, path })) }).toMatchObject({ token, status: 401, enabled: false, cookie: undefined, body: { error: 'unauthorized' } });
    }
  });

  it('a path outside the site: 400', async () => {
    expect((await preview({ token: signPreviewToken(draft?.id ?? 0, KEY), path: '//evil.example' })).status).toBe(400);
  });
});
