import { describe, expect, it } from '@jest/globals';
import { pageRow } from './page-row';

const numbers = (row: ReturnType<typeof pageRow>) => row.filter((item): item is number => item !== 'gap');

describe('the compact pagination row ("at most five numbered page buttons (1 to 5), shown only when there is more than one page")', () => {
  it('shows no numbers for a single page', () => {
    expect(pageRow(1, 0)).toEqual([]);
    expect(pageRow(1, 1)).toEqual([]);
  });

  it('shows every page up to five, without ellipses', () => {
    expect(pageRow(1, 3)).toEqual([1, 2, 3]);
    expect(pageRow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first and the last page, the current one and its neighbours, with ellipses between', () => {
    expect(pageRow(25, 50)).toEqual([1, 'gap', 24, 25, 26, 'gap', 50]);
    expect(pageRow(1, 50)).toEqual([1, 2, 3, 4, 'gap', 50]);
    expect(pageRow(50, 50)).toEqual([1, 'gap', 47, 48, 49, 50]);
    expect(pageRow(3, 50)).toEqual([1, 2, 3, 4, 'gap', 50]);
    expect(pageRow(48, 50)).toEqual([1, 'gap', 47, 48, 49, 50]);
  });

  it('never shows more than five numbers, whatever the number of pages, and always the current page', () => {
    for (const total of [6, 7, 12, 423, 10_000]) {
      for (const current of [1, 2, 3, Math.ceil(total / 2), total - 1, total]) {
        const row = numbers(pageRow(current, total));
        expect(row.length).toBeLessThanOrEqual(5);
        expect(row).toContain(current);
        expect(row[0]).toBe(1);
        expect(row[row.length - 1]).toBe(total);
        expect([...row].sort((a, b) => a - b)).toEqual(row);
      }
    }
  });
});
