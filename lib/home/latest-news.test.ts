import { describe, expect, it } from '@jest/globals';
import type { NewsItem } from '@/lib/cms/schemas';
import { latestNews } from './latest-news';

const item = (id: number, date: string, categories: number[] = [3]): NewsItem => ({
  id,
  title: `N${id}`,
  slug: `n${id}`,
  date,
  modified: '',
  image: null,
  description: '',
  full_description: '',
  link: '',
  categories,
  content: '',
  wordpress_url: '',
  views: 0,
  images: [],
  news_template: 'default',
  author: '',
  alternate_slug: null,
});

describe('latestNews — "Latest news (6 items on home)"', () => {
  it('keeps the 6 newest items, newest first', () => {
    const items = Array.from({ length: 9 }, (_, i) => item(i, `2026-0${i + 1}-01T10:00:00`));
    expect(latestNews(items).map((n) => n.id)).toEqual([8, 7, 6, 5, 4, 3]);
  });
  it('"Items in categories 260 and 262 are always hidden", and author posts (274, 276) are not news', () => {
    const items = [item(1, '2026-01-01', [260]), item(2, '2026-01-02', [3, 262]), item(3, '2026-01-03', [274]), item(4, '2026-01-04', [276]), item(5, '2026-01-05')];
    expect(latestNews(items).map((n) => n.id)).toEqual([5]);
  });
});
