import { describe, expect, it } from '@jest/globals';
import { decodeView, listViewPath } from './rewrites';

const view = (path: string, query: string) => listViewPath(path, new URLSearchParams(query));

describe('a paged list\'s address and its view route', () => {
  it('sends a page, a filter or a search of the four lists to their view, under one canonical state', () => {
    expect(view('/uk/news', 'page=3')).toBe('/uk/news/~view/page%3D3');
    expect(view('/uk/news', 'page=3&category=70&q=lviv')).toBe(view('/uk/news', 'q=lviv&category=70&page=3'));
    expect(decodeView(view('/en/search', 'q=visa office&type=news&page=2')?.split('/').pop() ?? '').toString()).toBe('q=visa+office&type=news&page=2');
    expect(view('/en/library', 'category=650')).toBe('/en/library/~view/category%3D650');
    expect(view('/en/stories', 'year=2019-2020')).toBe('/en/stories/~view/year%3D2019-2020');
  });

  it('leaves the first page of a list at its own (static) address: no state, page 1, unknown filters or values', () => {
    for (const query of ['', 'page=1', 'utm_source=x', 'category=abc', 'type=other']) {
      expect(view('/uk/news', query)).toBeNull();
    }
    expect(view('/uk/search', 'type=all')).toBeNull();
  });

  it('keeps a page that is no page number, for the view to answer 404', () => {
    expect(view('/uk/news', 'page=abc')).toBe('/uk/news/~view/page%3Dabc');
    expect(view('/uk/news', 'page=0')).toBe('/uk/news/~view/page%3D0');
  });

  it('touches no other path', () => {
    for (const path of ['/uk', '/uk/news/some-article', '/uk/programs', '/news', '/de/news']) expect(view(path, 'page=2')).toBeNull();
  });
});
