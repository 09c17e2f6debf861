import { describe, expect, it } from '@jest/globals';
import { oldAddressTags, revalidatePayloadSchema, tagsFor } from './tags-for';

const parse = (body: unknown) => revalidatePayloadSchema.parse(body);

describe('revalidation webhook: tags of the affected pages', () => {
  it('a news item refreshes the article, the news list, the home page, search and the sitemap', () => {
    expect(tagsFor(parse({ type: 'news', slug: 'fulbright-week', lang: 'en' }))).toEqual(
      ['news:en', 'news:fulbright-week', 'posts', 'search', 'sitemap'].sort(),
    );
  });

  it('a renamed item refreshes its new and its old address', () => {
    const tags = tagsFor(parse({ type: 'program', action: 'rename', slug: 'new-name', old_slug: 'old-name' }));
    expect(tags).toEqual(expect.arrayContaining(['program:new-name', 'program:old-name', 'programs:uk', 'programs:en']));
    expect(tagsFor(parse({ type: 'dynamic', action: 'rename', slug: 'new-page', old_slug: 'old-page', lang: 'uk' }))).toEqual(
      ['content:new-page', 'content:old-page', 'posts', 'search', 'sitemap'],
    );
  });

  it('an unpublished or deleted item refreshes its old address (now a 404) and every list that showed it', () => {
    // The plugin sends only old_slug for an item that has no address any more.
    expect(tagsFor(parse({ type: 'program', action: 'unpublish', old_slug: 'old-name', lang: 'uk' }))).toEqual(['program:old-name', 'programs:uk', 'search', 'sitemap']);
    expect(tagsFor(parse({ type: 'news', action: 'unpublish', old_slug: 'old-news', lang: 'en' }))).toEqual(['news:en', 'news:old-news', 'posts', 'search', 'sitemap']);
    expect(tagsFor(parse({ type: 'dynamic', action: 'delete', old_slug: 'old-page', lang: 'uk' }))).toEqual(['content:old-page', 'posts', 'search', 'sitemap']);
  });

  it('covers menus, footer, page texts, library, team and testimonials', () => {
    expect(tagsFor(parse({ type: 'menu', lang: 'uk' }))).toEqual(['menu:uk']);
    expect(tagsFor(parse({ type: 'footer' }))).toEqual(['footer:en', 'footer:uk']);
    expect(tagsFor(parse({ type: 'page', name: 'team', lang: 'en' }))).toEqual(['page:team:en', 'search']);
    expect(tagsFor(parse({ type: 'library', lang: 'uk' }))).toEqual(['library:uk']);
    expect(tagsFor(parse({ type: 'team', lang: 'uk' }))).toEqual(['search', 'team:uk']);
    expect(tagsFor(parse({ type: 'testimonial' }))).toEqual(['testimonials:en', 'testimonials:uk']);
  });

  it('tags a Cyrillic slug as the getters do, whether the payload sends it decoded or percent-encoded', () => {
    for (const slug of ['умови-участі', '%d1%83%d0%bc%d0%be%d0%b2%d0%b8-%d1%83%d1%87%d0%b0%d1%81%d1%82%d1%96', '%D1%83%D0%BC%D0%BE%D0%B2%D0%B8-%D1%83%D1%87%D0%B0%D1%81%D1%82%D1%96']) {
      expect(tagsFor(parse({ type: 'dynamic', slug, lang: 'uk' }))).toEqual(['content:умови-участі', 'posts', 'search', 'sitemap']);
    }
  });

  it('accepts explicit tags', () => {
    expect(tagsFor(parse({ tags: ['news:en', 'menu:uk'] }))).toEqual(['menu:uk', 'news:en']);
  });

  it('rejects malformed bodies', () => {
    for (const bad of [{}, { type: 'nope' }, { type: 'program' }, { type: 'page' }, { type: 'news', slug: '../x' }, { type: 'news', extra: 1 }, { tags: ['a b'] }]) {
      expect(revalidatePayloadSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe("a renamed item's old address expires at once (its page becomes the redirect to the new one)", () => {
  const payload = (body: Record<string, unknown>) => revalidatePayloadSchema.parse(body);

  it('names the old slug’s item tag of an article, a programme and a page', () => {
    expect(oldAddressTags(payload({ type: 'news', action: 'rename', slug: 'new', old_slug: 'old', lang: 'uk' }))).toEqual(['news:old']);
    expect(oldAddressTags(payload({ type: 'program', action: 'update', slug: 'humphrey-2', old_slug: 'humphrey' }))).toEqual(['program:humphrey']);
    expect(oldAddressTags(payload({ type: 'dynamic', action: 'rename', slug: 'visa', old_slug: '%d0%b2%d1%96%d0%b7%d0%b0' }))).toEqual(['content:віза']);
  });

  it('names nothing when the address did not change or the item left the site (a 404 is rendered whole in the background)', () => {
    expect(oldAddressTags(payload({ type: 'news', action: 'update', slug: 'same' }))).toEqual([]);
    expect(oldAddressTags(payload({ type: 'news', action: 'unpublish', old_slug: 'gone' }))).toEqual([]);
    expect(oldAddressTags(payload({ type: 'program', action: 'delete', old_slug: 'gone' }))).toEqual([]);
    expect(oldAddressTags(payload({ type: 'menu', lang: 'uk' }))).toEqual([]);
  });

  it('names only tags that the payload revalidates anyway', () => {
    const rename = payload({ type: 'program', action: 'rename', slug: 'b', old_slug: 'a', lang: 'en' });
    expect(tagsFor(rename)).toEqual(expect.arrayContaining(oldAddressTags(rename)));
  });
});
