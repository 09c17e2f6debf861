import { describe, expect, it } from '@jest/globals';
import { openingHours } from './hours';

describe('contacts: opening hours print the day label once', () => {
  it('a value that carries its own day label keeps it, without the built-in one', () => {
    expect(
      openingHours([
        { label: 'Monday–Friday', value: 'Mon–Fri: 9:30 a.m.–5:30 p.m.' },
        { label: 'Saturday', value: 'Sat: by appointment' },
        { label: 'Неділя', value: 'Нд: вихідний' },
      ]),
    ).toEqual([
      { label: 'Mon–Fri', value: '9:30 a.m.–5:30 p.m.' },
      { label: 'Sat', value: 'by appointment' },
      { label: 'Нд', value: 'вихідний' },
    ]);
  });

  it('a bare value takes the built-in label; the time’s own colon is not a label', () => {
    expect(openingHours([{ label: 'Понеділок–пʼятниця', value: '9:30–17:30' }])).toEqual([{ label: 'Понеділок–пʼятниця', value: '9:30–17:30' }]);
    expect(openingHours([{ label: 'Saturday', value: 'by appointment' }])).toEqual([{ label: 'Saturday', value: 'by appointment' }]);
  });

  it('leaves out a day the office left empty', () => {
    expect(openingHours([{ label: 'Sunday', value: ' ' }])).toEqual([]);
  });
});
