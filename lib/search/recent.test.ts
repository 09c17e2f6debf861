import { describe, expect, it } from '@jest/globals';
import { addRecentSearch, loadRecentSearches, parseRecentSearches, rememberSearch, RECENT_SEARCHES_KEY } from './recent';

describe('recent searches ("recent searches (kept locally, at most 5)")', () => {
  it('puts the newest first', () => {
    expect(addRecentSearch(['b', 'a'], 'c')).toEqual(['c', 'b', 'a']);
  });

  it('keeps at most five', () => {
    expect(addRecentSearch(['5', '4', '3', '2', '1'], '6')).toEqual(['6', '5', '4', '3', '2']);
  });

  it('moves a repeated query to the front instead of duplicating it (case and spaces ignored)', () => {
    expect(addRecentSearch(['grant', 'Visa', 'news'], '  visa ')).toEqual(['visa', 'grant', 'news']);
  });

  it('ignores blank queries', () => {
    expect(addRecentSearch(['a'], '   ')).toEqual(['a']);
  });

  it('reads stored lists defensively', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('["a", 3, "", "b"]')).toEqual(['a', 'b']);
    expect(parseRecentSearches(JSON.stringify(['1', '2', '3', '4', '5', '6']))).toHaveLength(5);
  });

  it('stores through the given storage and survives a failing one', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    rememberSearch(storage, 'first');
    rememberSearch(storage, 'second');
    expect(JSON.parse(data.get(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['second', 'first']);
    expect(loadRecentSearches(storage)).toEqual(['second', 'first']);
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(rememberSearch(broken, 'x')).toEqual(['x']);
    expect(loadRecentSearches(null)).toEqual([]);
  });
});
