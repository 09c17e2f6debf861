import { describe, expect, it } from '@jest/globals';
import { LIBRARY_FILTERS } from '@/lib/library/list-filters';
import { NEWS_FILTERS } from '@/lib/news/list-filters';
import { SEARCH_FILTERS } from '@/lib/search/list-filters';
import { STORIES_FILTERS } from '@/lib/stories/list-filters';
import { isFiltered, listHref, readListState, withFilter, withPage } from './list-state';

const read = (query: string) => readListState(NEWS_FILTERS, new URLSearchParams(query));

describe('a list\'s state in its address (news, search, library, stories)', () => {
  it('reads the list\'s filters and the page; unset filters are empty', () => {
    expect(read('category=70&q=lviv&page=3')).toEqual({ filters: { category: '70', q: 'lviv' }, page: 3, valid: true });
    expect(read('')).toEqual({ filters: { category: '', q: '' }, page: 1, valid: true });
    expect(readListState(NEWS_FILTERS, null)).toEqual({ filters: { category: '', q: '' }, page: 1, valid: true });
  });

  it('drops filter values the list does not know, and says when page is no page number (the list answers 404)', () => {
    expect(read('category=x&q=%20%20a%20')).toMatchObject({ filters: { category: '', q: 'a' }, valid: true });
    for (const page of ['0', '-2', 'abc', '2.5', '1e3']) expect(read(`page=${page}`).valid).toBe(false);
    expect(read('page=')).toMatchObject({ page: 1, valid: true });
    expect(readListState(SEARCH_FILTERS, new URLSearchParams('q=visa&type=other')).filters).toEqual({ q: 'visa', type: '' });
    expect(readListState(SEARCH_FILTERS, new URLSearchParams('q=visa&type=news')).filters).toEqual({ q: 'visa', type: 'news' });
  });

  it('writes the list\'s address with only what is set, page 1 left out, in the list\'s order', () => {
    const state = read('page=2&q=a b&category=70');
    expect(listHref('/uk/news', NEWS_FILTERS, state)).toBe('/uk/news?category=70&q=a+b&page=2');
    expect(listHref('/uk/news', NEWS_FILTERS, withPage(state, 1))).toBe('/uk/news?category=70&q=a+b');
    expect(listHref('/uk/news', NEWS_FILTERS, read(''))).toBe('/uk/news');
    const stories = readListState(STORIES_FILTERS, new URLSearchParams('program=Scholar&year=2019-2020'));
    expect(listHref('/en/stories', STORIES_FILTERS, stories)).toBe('/en/stories?year=2019-2020&program=Scholar');
  });

  it('"Changing the category or the search text resets to the first page" (every list alike)', () => {
    const state = withPage(read('category=70'), 3);
    expect(withFilter(state, 'category', '72')).toEqual({ filters: { category: '72', q: '' }, page: 1 });
    expect(withFilter(state, 'q', 'x')).toEqual({ filters: { category: '70', q: 'x' }, page: 1 });
    const library = readListState(LIBRARY_FILTERS, new URLSearchParams('q=guide&page=4'));
    expect(withFilter(library, 'category', '650').page).toBe(1);
  });

  it('knows a filtered view from the list itself', () => {
    expect(isFiltered(read('page=4'))).toBe(false);
    expect(isFiltered(read('q=a'))).toBe(true);
  });
});
