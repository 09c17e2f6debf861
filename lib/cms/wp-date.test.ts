import { describe, expect, it } from '@jest/globals';
import { wpLocalDate } from './wp-date';
import { isWpDate, wpTimestamp } from './wp-date-order';

describe('WordPress dates', () => {
  it('read the day and time of local dates, with or without a T, seconds or fractions', () => {
    expect(wpLocalDate('2026-03-01')).toEqual({ day: '2026-03-01', time: null });
    expect(wpLocalDate(' 2026-03-01 10:00:00 ')).toEqual({ day: '2026-03-01', time: '10:00:00' });
    expect(wpLocalDate('2026-03-01T10:00')).toEqual({ day: '2026-03-01', time: '10:00' });
    expect(wpLocalDate('2026-03-01T10:00:00.250')).toEqual({ day: '2026-03-01', time: '10:00:00.250' });
    expect(wpLocalDate('2026-03-01T10:00:00Z')).toBeNull();
    expect(wpLocalDate('March 1')).toBeNull();
    expect(wpLocalDate('2026-02-30 25:00')).toBeNull();
  });

  it('sort local dates and instants on one time line, unknown values first', () => {
    expect(wpTimestamp('2026-03-01 10:00:00')).toBe(Date.UTC(2026, 2, 1, 10));
    expect(wpTimestamp('2026-03-01')).toBe(Date.UTC(2026, 2, 1));
    expect(wpTimestamp('2026-03-01T08:00:00+02:00')).toBe(Date.UTC(2026, 2, 1, 6));
    expect(wpTimestamp('')).toBe(0);
    expect(wpTimestamp('soon')).toBe(0);
  });

  it('accept what WordPress writes and refuse the rest', () => {
    for (const value of ['2026-03-01', '2026-03-01 10:00:00', '2026-03-01T10:00:00+03:00']) expect(isWpDate(value)).toBe(true);
    for (const value of ['soon', '2026-13-45', '']) expect(isWpDate(value)).toBe(false);
  });
});
