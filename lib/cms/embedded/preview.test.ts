import { describe, expect, it } from '@jest/globals';
import { readContent } from '@/test/support/content';
import { importWithEnv } from '@/test/import-with-env';
import { PREVIEW_TOKEN_SECONDS, signPreviewToken, verifyPreviewToken } from './preview-token';

/**
 * In the embedded CMS: a draft is answered only with a preview token for it,
 * signed with the embedded CMS's key (PREVIEW_SECRET), valid for minutes; the token opens that
 * item only, and a tampered or expired one opens nothing.
 */
const KEY = 'embedded-preview-key';
type Item = { id: number; slug: string; status?: string };

async function router() {
  return importWithEnv({ PREVIEW_SECRET: KEY, CMS_API_URL: undefined }, () => import('./router'));
}

describe('preview tokens of the embedded CMS', () => {
  it('are WordPress’s format and last PREVIEW_TOKEN_SECONDS', () => {
    const now = Date.UTC(2026, 10, 26, 10);
    const token = signPreviewToken(4115, KEY, now);
    expect(token).toMatch(new RegExp(`^4115\\.0\\.${now / 1000 + PREVIEW_TOKEN_SECONDS}\\.[0-9a-f]{64}$`));
    expect(verifyPreviewToken(token, KEY, now)).toEqual({ postId: 4115, expires: now / 1000 + PREVIEW_TOKEN_SECONDS });
    expect(verifyPreviewToken(token, KEY, now + PREVIEW_TOKEN_SECONDS * 1000 + 1000)).toBeNull();
    expect(verifyPreviewToken(token, 'another key', now)).toBeNull();
    expect(verifyPreviewToken(token, undefined, now)).toBeNull();
    expect(verifyPreviewToken(token.replace(/^4115/, '4116'), KEY, now)).toBeNull();
    expect(verifyPreviewToken('p4ss', KEY, now)).toBeNull();
  });

  it('a draft article and page are answered with a token for them only', async () => {
    const { handleEmbedded } = await router();
    const draftNews = readContent<{ news: Item[] }>('en', 'news.json').news.find((n) => n.status === 'draft');
    const draftPage = readContent<Item[]>('uk', 'dynamic-content.json').find((n) => n.status === 'draft');
    if (!draftNews || !draftPage) throw new Error('the sample content has drafts');
    const get = (path: string, lang: 'uk' | 'en', previewToken?: string) =>
      handleEmbedded({ method: 'GET', path: `fulbright-react/v1/${path}`, query: { lang }, ...(previewToken ? { previewToken } : {}) });

    expect((await get(`news/${draftNews.slug}`, 'en')).status).toBe(404);
    expect((await get(`news/${draftNews.slug}`, 'en', signPreviewToken(draftNews.id, KEY))).status).toBe(200);
    expect((await get(`news/${draftNews.slug}`, 'en', signPreviewToken(draftPage.id, KEY))).status).toBe(404);
    expect((await get(`news/${draftNews.slug}`, 'en', signPreviewToken(draftNews.id, 'forged'))).status).toBe(404);
    expect((await get(`dynamic-content/${draftPage.slug}`, 'uk', signPreviewToken(draftPage.id, KEY))).status).toBe(200);
    expect((await get(`dynamic-content/${draftPage.id}`, 'uk', signPreviewToken(draftPage.id, KEY))).status).toBe(200);
    expect((await get(`dynamic-content/${draftPage.slug}`, 'uk')).status).toBe(404);

    const check = await get('preview', 'en', signPreviewToken(draftNews.id, KEY));
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ post_id: draftNews.id });
    expect((await get('preview', 'en', signPreviewToken(draftNews.id, 'forged'))).status).toBe(401);
    expect((await get('preview', 'en')).body).toEqual({ code: 'preview_token_invalid', message: 'This preview link is not valid.', data: { status: 401 } });
  });
});
