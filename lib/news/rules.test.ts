import { describe, expect, it } from '@jest/globals';
import { toNewsCard } from './card';
import { categoryCounts, filterNews, newestFirst, paginate } from './filter';
import { isPublic as isListed } from './visibility';
import { INITIAL_LIST_STATE, listStateQuery, readListState, withCategory, withPage, withQuery } from './list-state';
import { readingTime } from './reading-time';
import { relatedNews } from './related';
import { shareLinks, shareUrl } from './share';

const item = (id: number, date: string, categories: number[], title = `Title ${id}`, description = '') => ({
  id,
  date,
  categories,
  title,
  description,
});

describe('reading time', () => {
  it('"characters divided by 1200 (en) or 1000 (uk), rounded up, minimum 1 minute"', () => {
    expect(readingTime('', 'en')).toBe(1);
    expect(readingTime('a'.repeat(1200), 'en')).toBe(1);
    expect(readingTime('a'.repeat(1201), 'en')).toBe(2);
    expect(readingTime('a'.repeat(1000), 'uk')).toBe(1);
    expect(readingTime('a'.repeat(1001), 'uk')).toBe(2);
    expect(readingTime('a'.repeat(3600), 'uk')).toBe(4);
  });
  it('counts the text, not the markup', () => {
    expect(readingTime(`<p class="x">${'b'.repeat(1000)}</p><img src="/a.jpg" alt="">`, 'uk')).toBe(1);
  });
});

describe('news filter', () => {
  const items = [
    item(1, '2026-01-01T10:00:00', [70], 'Winter school', 'In Lviv'),
    item(2, '2026-03-01T10:00:00', [72], 'Competition open', 'Apply for the SCHOOL year'),
    item(3, '2026-02-01T10:00:00', [70, 260], 'Hidden FAQ', 'school'),
    item(4, '2026-04-01T10:00:00', [262], 'Hidden too', ''),
    item(5, '2025-12-01 10:00:00', [70, 72], 'Results', 'announced'),
  ];
  it('"Items in categories 260 and 262 are always hidden"', () => {
    expect(isListed({ categories: [70, 260] })).toBe(false);
    expect(isListed({ categories: [262] })).toBe(false);
    expect(filterNews(items, { category: null, query: '' }).map((i) => i.id)).toEqual([2, 1, 5]);
  });
  it('"List sorted by date, newest first"', () => {
    expect(newestFirst(items).map((i) => i.id)).toEqual([4, 2, 3, 1, 5]);
  });
  it('"Category filter matches items whose categories include the chosen id"', () => {
    expect(filterNews(items, { category: 72, query: '' }).map((i) => i.id)).toEqual([2, 5]);
    expect(filterNews(items, { category: 99, query: '' })).toEqual([]);
  });
  it('"News search: case-insensitive on title or description"', () => {
    expect(filterNews(items, { category: null, query: '  SCHOOL ' }).map((i) => i.id)).toEqual([2, 1]);
    expect(filterNews(items, { category: 70, query: 'school' }).map((i) => i.id)).toEqual([1]);
  });
  it('counts visible items per category', () => {
    expect(categoryCounts(items)).toEqual({ 70: 2, 72: 2 });
  });
});

describe('pagination', () => {
  const list = Array.from({ length: 13 }, (_, i) => i);
  it('pages by the server news_per_page', () => {
    expect(paginate(list, 1, 6)).toEqual({ items: [0, 1, 2, 3, 4, 5], page: 1, totalPages: 3, total: 13 });
    expect(paginate(list, 3, 6).items).toEqual([12]);
  });
  it('clamps pages out of range', () => {
    expect(paginate(list, 9, 6).page).toBe(3);
    expect(paginate(list, 0, 6).page).toBe(1);
    expect(paginate([], 1, 6)).toEqual({ items: [], page: 1, totalPages: 1, total: 0 });
  });
});

describe('list state in the address', () => {
  it('reads ?category=&q=&page= and ignores nonsense', () => {
    expect(readListState(new URLSearchParams('category=70&q=lviv&page=3'))).toEqual({ category: 70, q: 'lviv', page: 3 });
    expect(readListState(new URLSearchParams('category=x&page=-2'))).toEqual(INITIAL_LIST_STATE);
    expect(readListState(null)).toEqual(INITIAL_LIST_STATE);
  });
  it('writes only what differs from the defaults', () => {
    expect(listStateQuery(INITIAL_LIST_STATE)).toBe('');
    expect(listStateQuery({ category: 70, q: 'a b', page: 2 })).toBe('?category=70&q=a+b&page=2');
  });
  it('"Changing the category or the search text resets to the first page"', () => {
    const state = withPage({ category: 70, q: '', page: 1 }, 3);
    expect(withCategory(state, 72)).toEqual({ category: 72, q: '', page: 1 });
    expect(withQuery(state, 'x')).toEqual({ category: 70, q: 'x', page: 1 });
  });
});

describe('share links', () => {
  it('"The shared URL is wordpress_url or link with \'/wp/\' replaced by \'/\', otherwise the current address"', () => {
    expect(shareUrl({ wordpress_url: 'https://site/wp/en/news/a', link: 'https://x/b' }, 'https://site/en/news/a')).toBe('https://site/en/news/a');
    expect(shareUrl({ wordpress_url: '', link: 'https://site/wp/en/news/b/' }, 'https://site/en/news/b')).toBe('https://site/en/news/b/');
    expect(shareUrl({ wordpress_url: '', link: '' }, 'https://site/en/news/c')).toBe('https://site/en/news/c');
  });
  it('never shares the CMS host: an address elsewhere gives the article\'s public address', () => {
    expect(shareUrl({ wordpress_url: 'https://cms.example/wp/news/a', link: '' }, 'https://site/en/news/a')).toBe('https://site/en/news/a');
    expect(shareUrl({ wordpress_url: '', link: 'https://cms.example/wp/b' }, 'https://site/en/news/b')).toBe('https://site/en/news/b');
    expect(shareUrl({ wordpress_url: 'not a url', link: '' }, 'https://site/en/news/d')).toBe('https://site/en/news/d');
  });
  it('builds Facebook, Twitter, LinkedIn and e-mail links carrying the encoded URL', () => {
    const links = shareLinks('https://site/en/news/a?x=1', 'A & B', { email: true });
    expect(links.map((l) => l.network)).toEqual(['facebook', 'twitter', 'linkedin', 'email']);
    expect(links[0]?.href).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fsite%2Fen%2Fnews%2Fa%3Fx%3D1');
    expect(links[1]?.href).toContain('https://twitter.com/intent/tweet?url=https%3A%2F%2Fsite');
    expect(links[2]?.href).toBe('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fsite%2Fen%2Fnews%2Fa%3Fx%3D1');
    expect(links[3]?.href).toMatch(/^mailto:\?subject=A%20%26%20B&body=/);
  });
  it('"immersive has no E-mail"', () => {
    expect(shareLinks('u', 't', { email: false }).map((l) => l.network)).toEqual(['facebook', 'twitter', 'linkedin']);
  });
});

describe('related news', () => {
  it('"up to 3 related latest news (current article excluded)"', () => {
    const items = [item(1, '2026-01-01', [70]), item(2, '2026-05-01', [70]), item(3, '2026-04-01', [260]), item(4, '2026-03-01', [70]), item(5, '2026-02-01', [70])];
    expect(relatedNews(items, 2).map((i) => i.id)).toEqual([4, 5, 1]);
    expect(relatedNews(items, 9).map((i) => i.id)).toEqual([2, 4, 5]);
  });
});

describe('news card', () => {
  it('shows the description, else the body cut at 240 characters', () => {
    const base = { id: 1, slug: 's', title: 'A &amp; <em>B</em>', date: 'd', image: '', full_description: '', content: '' };
    expect(toNewsCard({ ...base, description: 'Short' })).toMatchObject({ title: 'A & B', excerpt: 'Short' });
    const long = toNewsCard({ ...base, description: '', content: `<p>${'word '.repeat(100)}</p>` });
    expect(long.excerpt.length).toBeLessThanOrEqual(241);
    expect(long.excerpt.endsWith('…')).toBe(true);
  });
});
