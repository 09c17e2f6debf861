import { describe, expect, it } from '@jest/globals';
import { applyChange, ContentChangeError, mergePatch, resolveContentFile } from './overlay';

describe('run-time content changes (fixture server control API)', () => {
  const news = {
    news: [
      { id: 1, slug: 'a', title: 'A', categories: [3] },
      { id: 2, slug: 'b', title: 'B', categories: [3] },
    ],
    translations: { read_more: 'Read more' },
  };

  it('resolves a file by language and name, and refuses paths out of content/', () => {
    expect(resolveContentFile({ lang: 'en', file: 'news' })).toBe('en/news.json');
    expect(resolveContentFile({ lang: 'uk', file: 'pages/news.json' })).toBe('uk/pages/news.json');
    expect(resolveContentFile({ file: 'posts.json' })).toBe('posts.json');
    for (const file of ['../package.json', '/etc/passwd', 'en/../../x.json', 'a b.json']) {
      expect(() => resolveContentFile({ file })).toThrow(ContentChangeError);
    }
  });

  it('merge-patches a whole file (null deletes a key, lists are replaced)', () => {
    expect(mergePatch({ a: 1, b: { c: 2, d: 3 }, e: [1, 2] }, { b: { c: null, f: 4 }, e: [3] })).toEqual({ a: 1, b: { d: 3, f: 4 }, e: [3] });
    expect(applyChange({ hero_title: 'Old', hero_subtitle: 'S' }, { file: 'x', patch: { hero_title: 'New' } })).toEqual({
      hero_title: 'New',
      hero_subtitle: 'S',
    });
  });

  it('patches one item of a collection picked by slug or id', () => {
    const next = applyChange(news, { file: 'news', where: { slug: 'b' }, patch: { title: 'B2' } }) as typeof news;
    expect(next.news.map((n) => n.title)).toEqual(['A', 'B2']);
    const byId = applyChange(news, { file: 'news', where: { id: '1' }, patch: { title: 'A2' } }) as typeof news;
    expect(byId.news[0]?.title).toBe('A2');
    expect(news.news[1]?.title).toBe('B');
    expect(() => applyChange(news, { file: 'news', where: { slug: 'zzz' }, patch: {} })).toThrow(/no item/);
  });

  it('adds items first in the list and removes items', () => {
    const added = applyChange(news, { file: 'news', add: { id: 3, slug: 'c', title: 'C' } }) as typeof news;
    expect(added.news.map((n) => n.id)).toEqual([3, 1, 2]);
    expect(added.translations).toEqual(news.translations);
    const removed = applyChange(news, { file: 'news', where: { id: 1 }, remove: true }) as typeof news;
    expect(removed.news.map((n) => n.id)).toEqual([2]);
    expect(applyChange([{ id: 1 }], { file: 'hero-slides', add: [{ id: 2 }, { id: 3 }] })).toEqual([{ id: 2 }, { id: 3 }, { id: 1 }]);
  });

  it('replaces a whole file with data, even one that does not exist yet', () => {
    expect(applyChange(undefined, { file: 'new', data: [1] })).toEqual([1]);
    expect(() => applyChange(undefined, { file: 'missing', patch: {} })).toThrow(/no such content file/);
  });
});
