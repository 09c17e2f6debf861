import { describe, expect, it, jest } from '@jest/globals';
import { wpDateWithOffset, wpInstant, wpLocalDate } from './wp-date';
import { isWpDate, wpTimestamp } from './wp-date-order';

describe('WordPress dates', () => {
  it.each([
    ['2026-03-01', { day: '2026-03-01', time: null }],
    [' 2026-03-01 10:00:00 ', { day: '2026-03-01', time: '10:00:00' }],
    ['2026-03-01T10:00', { day: '2026-03-01', time: '10:00' }],
    ['2026-03-01T10:00:00.250', { day: '2026-03-01', time: '10:00:00.250' }],
    // Not local dates: an instant, a text, a day or a time that does not exist.
    ['2026-03-01T10:00:00Z', null],
    ['March 1', null],
    ['2026-02-30 25:00', null],
    ['2026-02-30', null],
  ])('read the day and time of local dates, with or without a T, seconds or fractions: %p', (value, local) => expect(wpLocalDate(value)).toEqual(local));

  it.each([
    ['2026-03-01 10:00:00', Date.UTC(2026, 2, 1, 10)],
    ['2026-03-01', Date.UTC(2026, 2, 1)],
    ['2026-03-01T08:00:00+02:00', Date.UTC(2026, 2, 1, 6)],
    ['', 0],
    ['soon', 0],
  ])('sort local dates and instants on one time line, unknown values first: %p', (value, timestamp) => expect(wpTimestamp(value)).toBe(timestamp));

  it('accept what WordPress writes and refuse the rest', () => {
    for (const value of ['2026-03-01', '2026-03-01 10:00:00', '2026-03-01T10:00:00+03:00']) expect(isWpDate(value)).toBe(true);
    for (const value of ['soon', '2026-13-45', '']) expect(isWpDate(value)).toBe(false);
  });
});

describe('WordPress dates are Kyiv time (Europe/Kyiv: +02:00, +03:00 from the last Sunday of March to the last Sunday of October)', () => {
  it.each([
    ['2026-03-01 10:00:00', '2026-03-01T08:00:00.000Z'],
    ['2026-07-01 10:00:00', '2026-07-01T07:00:00.000Z'],
    // 29 March 2026: 03:00 becomes 04:00.
    ['2026-03-29 02:59:59', '2026-03-29T00:59:59.000Z'],
    ['2026-03-29 04:00:00', '2026-03-29T01:00:00.000Z'],
    // 25 October 2026: 04:00 becomes 03:00; the hour that happens twice is read as its first time.
    ['2026-10-25 02:59:59', '2026-10-24T23:59:59.000Z'],
    ['2026-10-25 03:30:00', '2026-10-25T00:30:00.000Z'],
    ['2026-10-25 04:00:00', '2026-10-25T02:00:00.000Z'],
  ])('read as the instant they mean, on both sides of each change: %s is %s', (value, instant) => expect(wpInstant(value)?.toISOString()).toBe(instant));

  it.each([
    ['2026-12-31T23:30', '2026-12-31T23:30:00+02:00'],
    ['2026-08-24 09:00:00.500', '2026-08-24T09:00:00+03:00'],
    ['2026-08-24', '2026-08-24'],
    ['2026-08-24T06:00:00+00:00', '2026-08-24T06:00:00.000Z'],
    ['', null],
    ['2026-02-30 10:00', null],
  ])('write the offset beside the local time, keep a bare day, and pass instants through: %p → %p', (value, written) => expect(wpDateWithOffset(value)).toBe(written));
});

describe("Kyiv's clock is made when first needed", () => {
  it('is not made when the module loads: client components import it, and a time zone formatter costs a hydrating page 10 ms or more', async () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./wp-date');
      expect(made).not.toHaveBeenCalled();
      expect(fresh.wpDateWithOffset('2026-07-01 10:00:00')).toBe('2026-07-01T10:00:00+03:00');
    });
    expect(made).toHaveBeenCalledTimes(1);
    made.mockRestore();
  });
});
