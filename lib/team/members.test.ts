import { describe, expect, it } from '@jest/globals';
import { memberCanExpand, positionOrder, visibleTeamMembers } from './members';

const member = (over: Partial<{ id: number; position: string; department: string; email: string; categories: number[]; position_order: string }>) => ({
  id: 0,
  position: 'Coordinator',
  department: '',
  email: '',
  categories: [] as number[],
  position_order: '',
  ...over,
});

describe('team list', () => {
  it('"excludes members with a category of 258 (English) or 256 (Ukrainian)"', () => {
    const list = [member({ id: 1, categories: [258] }), member({ id: 2, categories: [256] }), member({ id: 3, categories: [5] })];
    expect(visibleTeamMembers(list, 'en').map((m) => m.id)).toEqual([2, 3]);
    expect(visibleTeamMembers(list, 'uk').map((m) => m.id)).toEqual([1, 3]);
  });

  it('"and members with none of position, department or email"', () => {
    const list = [
      member({ id: 1, position: '', department: '', email: '' }),
      member({ id: 2, position: '  ', department: '', email: '' }),
      member({ id: 3, position: '', department: 'Finance', email: '' }),
      member({ id: 4, position: '', department: '', email: 'a@b.c' }),
    ];
    expect(visibleTeamMembers(list, 'uk').map((m) => m.id)).toEqual([3, 4]);
  });

  it('"Sorted ascending by position_order; a non-numeric value counts as 999."', () => {
    const list = [
      member({ id: 1, position_order: 'abc' }),
      member({ id: 2, position_order: '10' }),
      member({ id: 3, position_order: '2' }),
      member({ id: 4, position_order: '' }),
      member({ id: 5, position_order: '1000' }),
      member({ id: 6, position_order: '999' }),
    ];
    // 2 < 10 (numeric, not text order); 'abc', '' and '999' tie at 999 and keep the CMS order.
    expect(visibleTeamMembers(list, 'en').map((m) => m.id)).toEqual([3, 2, 1, 4, 6, 5]);
  });

  it('reads numbers the way the CMS writes them', () => {
    expect(positionOrder(' 3 ')).toBe(3);
    expect(positionOrder('1.5')).toBe(1.5);
    expect(positionOrder('-1')).toBe(-1);
    expect(positionOrder('3rd')).toBe(999);
  });
});

describe('member expand toggle', () => {
  const long = 'x'.repeat(151);
  it('"appears only when fullDescription is longer than 150 characters"', () => {
    expect(memberCanExpand('short', 'x'.repeat(150))).toBe(false);
    expect(memberCanExpand('short', long)).toBe(true);
  });
  it('"and differs from shortDescription"', () => {
    expect(memberCanExpand(long, long)).toBe(false);
    expect(memberCanExpand(`${long} `, long)).toBe(false);
  });
});
