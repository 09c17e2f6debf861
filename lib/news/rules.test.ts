import { describe, expect, it } from '@jest/globals';
import { toNewsCard } from '../cms/rules/news-card';
import { categoryCounts, filterNews, newestFirst } from '../cms/rules/news-list';
import { isPublic as isListed } from '../cms/rules/visibility';
import { readingTime } from './reading-time';
import { latestNewsQuery, relatedNews } from './queries';
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

describe('latest news on the home page', () => {
  it('"Latest news (6 items on home)": page 1 of six, newest first; FAQ questions (260, 262) and authors\' posts (274, 276) are not news', () => {
    expect(latestNewsQuery()).toEqual({ page: 1, perPage: 6, category: null, search: '', exclude: [260, 262, 274, 276] });
  });
});

describe('related news', () => {
  it('"up to 3 related latest news (current article excluded)"', () => {
    const card = (id: number) => ({ id, slug: `s${id}`, title: `T${id}`, date: '2026-01-01', image: null, excerpt: '' });
    const latest = [card(2), card(4), card(5), card(1)];
    expect(relatedNews(latest, 2).map((i) => i.id)).toEqual([4, 5, 1]);
    expect(relatedNews(latest, 9).map((i) => i.id)).toEqual([2, 4, 5]);
  });
});

describe('news card', () => {
  it('takes the excerpt a paging CMS computed where the body is', () => {
    const base = { id: 1, slug: 's', title: 'T', date: 'd', image: '', description: 'Long description', full_description: '', content: '' };
    expect(toNewsCard({ ...base, excerpt: 'From the CMS' }).excerpt).toBe('From the CMS');
  });
  it('shows the description, else the body cut at 240 characters', () => {
    const base = { id: 1, slug: 's', title: 'A &amp; <em>B</em>', date: 'd', image: '', full_description: '', content: '' };
    expect(toNewsCard({ ...base, description: 'Short' })).toMatchObject({ title: 'A & B', excerpt: 'Short' });
    const long = toNewsCard({ ...base, description: '', content: `<p>${'word '.repeat(100)}</p>` });
    expect(long.excerpt.length).toBeLessThanOrEqual(241);
    expect(long.excerpt.endsWith('…')).toBe(true);
  });
});
