import { describe, expect, it } from '@jest/globals';
import { tags } from '@/lib/cms/tags';
import { isOutageRender, OUTAGE_TAG } from './cache-records.mjs';

/**
 * Issue 52: "Make the outage signal impossible to confuse with a real period." The signal is a tag
 * that only markOutage reads; a getter's period (one second or any other) plays no part.
 */
describe('the outage mark', () => {
  it('is a tag no getter can give its data, whatever the slug or name it is made from', () => {
    for (const [name, tag] of Object.entries(tags)) {
      const made = typeof tag === 'function' ? (tag as (...args: unknown[]) => string)(OUTAGE_TAG, 'uk') : tag;
      expect({ name, made }).not.toEqual({ name, made: OUTAGE_TAG });
    }
  });

  it('is read from the render\'s tags alone', () => {
    expect(isOutageRender(['_N_T_/uk/news', 'cms', OUTAGE_TAG])).toBe(true);
    expect(isOutageRender(['_N_T_/uk/news', 'cms', 'news:uk'])).toBe(false);
  });
});
