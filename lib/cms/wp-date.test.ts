import { describe, expect, it } from '@jest/globals';
import { wpDateWithOffset, wpInstant, wpLocalDate } from './wp-date';
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
    expect(wpLocalDate('2026-02-30')).toBeNull();
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

describe('WordPress dates are Kyiv time (Europe/Kyiv: +02:00, +03:00 from the last Sunday of March to the last Sunday of October)', () => {
  it('read as the instant they mean, on both sides of each change', () => {
    const utc = (value: string) => wpInstant(value)?.toISOString();
    expect(utc('2026-03-01 10:00:00')).toBe('2026-03-01T08:00:00.000Z');
    expect(utc('2026-07-01 10:00:00')).toBe('2026-07-01T07:00:00.000Z');
    // 29 March 2026: 03:00 becomes 04:00.
    expect(utc('2026-03-29 02:59:59')).toBe('2026-03-29T00:59:59.000Z');
    expect(utc('2026-03-29 04:00:00')).toBe('2026-03-29T01:00:00.000Z');
    // 25 October 2026: 04:00 becomes 03:00; the hour that happens twice is read as its first time.
    expect(utc('2026-10-25 02:59:59')).toBe('2026-10-24T23:59:59.000Z');
    expect(utc('2026-10-25 03:30:00')).toBe('2026-10-25T00:30:00.000Z');
    expect(utc('2026-10-25 04:00:00')).toBe('2026-10-25T02:00:00.000Z');
  });

  it('write the offset beside the local time, keep a bare day, and pass instants through', () => {
    expect(wpDateWithOffset('2026-12-31T23:30')).toBe('2026-12-31T23:30:00+02:00');
    expect(wpDateWithOffset('2026-08-24 09:00:00.500')).toBe('2026-08-24T09:00:00+03:00');
    expect(wpDateWithOffset('2026-08-24')).toBe('2026-08-24');
    expect(wpDateWithOffset('2026-08-24T06:00:00+00:00')).toBe('2026-08-24T06:00:00.000Z');
    expect(wpDateWithOffset('')).toBeNull();
    expect(wpDateWithOffset('2026-02-30 10:00')).toBeNull();
  });
});
