import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { keptCopies, type MapCopy } from './kept-copies';

/**
 * Issue 49, item 5 asks to "think about … a fresh start (no copy yet)": a process keeps its last
 * copy of the map on disk and starts from it; a copy of another CMS, or one it cannot read, is
 * never used. (The Redis side is tested with two instances in test/redis/two-instances.test.ts.)
 */
const copy = (source: string, madeAt: number): MapCopy => ({ source, madeAt, entries: [{ from: ['/?p=1', '/київ/'], old: [], to: '/uk/news/київ' }] });

describe('the copy a process keeps on disk', () => {
  it('is read back as kept, Cyrillic and all', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'kept-')), 'cache', 'old-addresses.json.gz');
    const kept = keptCopies('https://cms.example.org/wp-json', undefined, file);
    expect(await kept.read()).toBeNull();
    await kept.keep(copy('https://cms.example.org/wp-json', 1_000));
    expect(await kept.read()).toEqual(copy('https://cms.example.org/wp-json', 1_000));
    // Without Redis every instance makes its own copy when it is due, and none is shared.
    expect(await kept.claimRefresh()).toBe(true);
    expect(await kept.newerShared(0)).toBeNull();
  });

  it('is ignored when it is another CMS’s (a build against the other one) or cannot be read', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'kept-')), 'old-addresses.json.gz');
    await keptCopies('embedded:/content', undefined, file).keep(copy('embedded:/content', 1_000));
    expect(await keptCopies('https://cms.example.org/wp-json', undefined, file).read()).toBeNull();
    writeFileSync(file, 'not gzip');
    expect(await keptCopies('embedded:/content', undefined, file).read()).toBeNull();
  });
});
