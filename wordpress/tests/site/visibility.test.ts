/**
 * Against the real WordPress: a published news post with a password, a private
 * one, and a page with a password, written by an editor through the REST API, are unknown to every
 * read the site makes (lists, slug and id look-ups, search, seo/{id}, dynamic content, the standard
 * posts endpoint, the view counter), like drafts; the same items without a password are answered.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dynamicPagesSchema, newsListSchema, searchResponseSchema, wpPostsSchema } from '@/lib/cms/schemas';
import { createItem, deleteCreated, NAMESPACE, wp } from './wordpress';

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const word = `hiddenword${run}`;
const ns = (p: string) => `${NAMESPACE}/${p}`;
type Item = { id: number; slug: string };
const items: Record<'open' | 'password' | 'private' | 'openPage' | 'passwordPage', Item> = {} as never;

beforeAll(async () => {
  const news = (name: string, extra: Record<string, unknown>) =>
    createItem('posts', { title: `${name} ${word}`, slug: `${name}-${run}`, content: `<p>${word} body</p>`, status: 'publish', categories: [70], lang: 'en', ...extra });
  items.open = await news('open', {});
  items.password = await news('password', { password: 'letmein' });
  items.private = await news('private', { status: 'private' });
  const page = (name: string, extra: Record<string, unknown>) =>
    createItem('pages', { title: `${name} ${word}`, slug: `${name}-${run}`, content: `<p>${word} page</p>`, status: 'publish', lang: 'en', ...extra });
  items.openPage = await page('open-page', {});
  items.passwordPage = await page('password-page', { password: 'letmein' });
});
afterAll(deleteCreated);

describe('password-protected and private items are treated like drafts', () => {
  const hidden = () => [items.password, items.private];

  it('the news list has the public article only', async () => {
    const ids = newsListSchema.parse((await wp(ns('news'), { lang: 'en' })).body).news.map((n) => n.id);
    expect(ids).toContain(items.open.id);
    for (const item of hidden()) expect(ids).not.toContain(item.id);
  });

  it('news/{slug} and news/{id}: 404', async () => {
    expect((await wp(ns(`news/${items.open.slug}`), { lang: 'en' })).status).toBe(200);
    for (const item of hidden()) {
      expect((await wp(ns(`news/${item.slug}`), { lang: 'en' })).status).toBe(404);
      expect((await wp(ns(`news/${item.id}`), { lang: 'en' })).status).toBe(404);
    }
  });

  it('search finds the public article and page only', async () => {
    const answer = searchResponseSchema.parse((await wp(ns('search'), { lang: 'en', query: word })).body);
    expect(answer.results.map((r) => r.id).sort()).toEqual([items.open.id, items.openPage.id].sort());
  });

  it('dynamic-content/{slug} and the list of pages: the page with a password is unknown', async () => {
    expect((await wp(ns(`dynamic-content/${items.openPage.slug}`), { lang: 'en' })).status).toBe(200);
    expect((await wp(ns(`dynamic-content/${items.passwordPage.slug}`), { lang: 'en' })).status).toBe(404);
    const pages = dynamicPagesSchema.parse((await wp(ns('dynamic-content'), { lang: 'en' })).body).pages.map((p) => p.id);
    expect(pages).toContain(items.openPage.id);
    expect(pages).not.toContain(items.passwordPage.id);
  });

  it('the site’s wp/v2/posts reads: not listed, not found by slug or id', async () => {
    const listed = wpPostsSchema.parse((await wp('wp/v2/posts', { categories: 70, per_page: 100 })).body).map((p) => p.id);
    expect(listed).toContain(items.open.id);
    for (const item of [...hidden(), items.passwordPage]) {
      expect(listed).not.toContain(item.id);
      expect((await wp('wp/v2/posts', { slug: item.slug })).body).toEqual([]);
      expect((await wp(`wp/v2/posts/${item.id}`)).status).toBe(404);
    }
  });

  it('seo/{id} and increment-views: 404', async () => {
    for (const item of [...hidden(), items.passwordPage]) {
      expect((await wp(ns(`seo/${item.id}`))).status).toBe(404);
    }
    for (const item of hidden()) {
      expect((await wp(ns('increment-views'), {}, { method: 'POST', body: { post_id: item.id } })).status).toBe(404);
    }
    expect((await wp(ns('increment-views'), {}, { method: 'POST', body: { post_id: items.open.id } })).status).toBe(200);
  });
});
