import { describe, expect, it } from '@jest/globals';
import { freshness, markTags, type TagManifest } from './tag-times.mjs';

/** Next's documented meaning of `revalidateTag(tag, profile)` and `updateTag(tag)`, as the handlers apply it. */
describe('revalidated tags', () => {
  const T = 1_000_000;

  it('with a profile: stale at once, expired after its expire time', () => {
    const manifest: TagManifest = new Map();
    markTags(manifest, ['news:uk'], { expire: 60 }, T);
    expect(manifest.get('news:uk')).toEqual({ stale: T, expired: T + 60_000 });
    expect(freshness(manifest, ['cms', 'news:uk'], T - 1, T + 1)).toBe('stale');
    expect(freshness(manifest, ['news:uk'], T - 1, T + 60_000)).toBe('expired');
    // Made after the call: fresh.
    expect(freshness(manifest, ['news:uk'], T + 1, T + 2)).toBe('fresh');
  });

  it('with no profile, or expire 0: expired at once', () => {
    const manifest: TagManifest = new Map();
    markTags(manifest, ['a'], undefined, T);
    markTags(manifest, ['b'], { expire: 0 }, T);
    expect(freshness(manifest, ['a'], T - 1, T)).toBe('expired');
    expect(freshness(manifest, ['b'], T - 1, T)).toBe('expired');
  });

  it('an entry with no revalidated tag is fresh', () => {
    expect(freshness(new Map(), ['cms'], 0, T)).toBe('fresh');
  });
});
