import { describe, expect, it } from '@jest/globals';
import { tabFromHash, tabIndexForKey } from './tab-keys';
import { UKRAINE_TABS } from '@/lib/static-pages/ukraine-tabs';

describe('Ukrainian programmes tabs: "one active tab at a time, default overview", operable by arrow keys', () => {
  it('moves right and left, wrapping at the ends', () => {
    expect(tabIndexForKey('ArrowRight', 0, 8)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 7, 8)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 8)).toBe(7);
    expect(tabIndexForKey('ArrowLeft', 3, 8)).toBe(2);
  });

  it('goes to the first and last tab with Home and End, and ignores other keys', () => {
    expect(tabIndexForKey('Home', 5, 8)).toBe(0);
    expect(tabIndexForKey('End', 2, 8)).toBe(7);
    expect(tabIndexForKey('ArrowDown', 2, 8)).toBeNull();
    expect(tabIndexForKey('ArrowRight', 0, 0)).toBeNull();
  });

  it('reads the active tab from the address hash', () => {
    expect(tabFromHash('#events', UKRAINE_TABS)).toBe('events');
    expect(tabFromHash('faq', UKRAINE_TABS)).toBe('faq');
    expect(tabFromHash('', UKRAINE_TABS)).toBeNull();
    expect(tabFromHash('#apply', UKRAINE_TABS)).toBeNull();
    expect(tabFromHash('#%E2%9C%93', UKRAINE_TABS)).toBeNull();
    // A malformed hash is no tab, not a URIError in the browser.
    expect(tabFromHash('#%', UKRAINE_TABS)).toBeNull();
  });
});
