import { describe, expect, it, jest } from '@jest/globals';
import { OLD_ADDRESSES } from '@/lib/constants';
import type { OldAddressEntry } from '@/lib/cms/schemas';
import { createOldAddressCopy, type CopyDeps } from './copy';
import type { KeptCopies, MapCopy } from './kept-copies';

/**
 * Issue 49, item 5: "The site applies the map in its proxy from a copy kept fresh by the
 * revalidation webhook, never one CMS request per unknown address (a crawler must not make the
 * site hammer WordPress)", with several instances (REDIS_URL) and a fresh start in mind.
 */
const entry = (id: number, slug: string): OldAddressEntry => ({ from: [`/?p=${id}`, `/${slug}/`], old: [], to: `/uk/news/${slug}` });

function setup(options: { kept?: MapCopy | null; shared?: MapCopy | null; claim?: boolean } = {}) {
  let now = 1_000_000;
  let answer: OldAddressEntry[] | Error = [entry(1, 'first')];
  let release: (() => void) | null = null;
  const reads = { count: 0 };
  const kept: KeptCopies & { copies: MapCopy[] } = {
    copies: [],
    read: async () => options.kept ?? null,
    newerShared: async (madeAt) => (options.shared && options.shared.madeAt > madeAt ? options.shared : null),
    claimRefresh: async () => options.claim ?? true,
    keep: async (copy) => {
      kept.copies.push(copy);
    },
  };
  const deps: CopyDeps = {
    read: async () => {
      reads.count++;
      if (release === null) await Promise.resolve();
      else await new Promise<void>((resolve) => (release = resolve));
      if (answer instanceof Error) throw answer;
      return answer;
    },
    kept,
    source: 'https://cms.example.org/wp-json',
    allowed: () => true,
    now: () => now,
    log: () => undefined,
  };
  const copy = createOldAddressCopy(deps);
  const look = async (path: string) => (await copy.index())?.items.get(path) ?? null;
  return {
    copy,
    look,
    reads,
    kept,
    tick: (ms: number) => (now += ms),
    answer: (value: OldAddressEntry[] | Error) => (answer = value),
    /** The next read waits until `release()`d. */
    hold: () => {
      release = () => undefined;
      return () => release?.();
    },
  };
}

describe('the process’s copy of the old-address map', () => {
  it('a fresh start with nothing kept reads the map once, however many old addresses arrive at once', async () => {
    const s = setup();
    const looks = await Promise.all(Array.from({ length: 50 }, (_, i) => s.look(i % 2 ? '/first' : '/unknown')));
    expect(looks.filter((to) => to === '/uk/news/first')).toHaveLength(25);
    expect(looks.filter((to) => to === null)).toHaveLength(25);
    expect(s.reads.count).toBe(1);
    expect(s.kept.copies).toHaveLength(1);
  });

  it('unknown addresses never read the map again: 1,000 of them, one read', async () => {
    const s = setup();
    for (let i = 0; i < 1000; i++) expect(await s.look(`/crawler-${i}`)).toBeNull();
    expect(s.reads.count).toBe(1);
  });

  it('a fresh start uses the copy kept on disk or in Redis at once, without asking the CMS while it is young', async () => {
    const s = setup({ kept: { source: 'x', madeAt: 1_000_000 - 1000, entries: [entry(7, 'kept')] } });
    expect(await s.look('/kept')).toBe('/uk/news/kept');
    expect(s.reads.count).toBe(0);
  });

  it('the webhook’s refresh puts a renamed item’s new address in use; refreshes asked during a read join into one more', async () => {
    const s = setup();
    expect(await s.look('/first')).toBe('/uk/news/first');
    s.answer([{ ...entry(1, 'renamed'), old: ['/first/'] }]);
    const release = s.hold();
    const refreshes = [s.copy.refresh(), s.copy.refresh(), s.copy.refresh(), s.copy.refresh()];
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await Promise.all(refreshes);
    expect(s.reads.count).toBe(3);
    expect(await s.look('/first')).toBe('/uk/news/renamed');
    expect(await s.look('/renamed')).toBe('/uk/news/renamed');
  });

  it('a failed read keeps the copy in use, and the next try waits retryAfterMs whatever visitors ask', async () => {
    const s = setup();
    await s.look('/first');
    s.answer(new Error('CMS down'));
    await s.copy.refresh();
    expect(await s.look('/first')).toBe('/uk/news/first');
    s.tick(OLD_ADDRESSES.refreshAfterMs + 1);
    for (let i = 0; i < 20; i++) await s.look('/first');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(s.reads.count).toBe(3);
    s.tick(OLD_ADDRESSES.retryAfterMs);
    s.answer([entry(1, 'back')]);
    await s.look('/first');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await s.look('/back')).toBe('/uk/news/back');
  });

  it('with no copy and the CMS failing, answers no index (the proxy’s 503) and asks again only after retryAfterMs', async () => {
    const s = setup();
    s.answer(new Error('CMS down'));
    expect(await s.copy.index()).toBeNull();
    expect(await s.copy.index()).toBeNull();
    expect(s.reads.count).toBe(1);
    s.tick(OLD_ADDRESSES.retryAfterMs);
    s.answer([entry(1, 'first')]);
    expect(await s.look('/first')).toBe('/uk/news/first');
    expect(s.reads.count).toBe(2);
  });

  it('a first copy slower than firstCopyWaitMs: the old address gets no index, and the read goes on', async () => {
    jest.useFakeTimers();
    try {
      const s = setup();
      const release = s.hold();
      const first = s.copy.index();
      await jest.advanceTimersByTimeAsync(OLD_ADDRESSES.firstCopyWaitMs);
      expect(await first).toBeNull();
      release();
      await jest.advanceTimersByTimeAsync(0);
      expect(await s.look('/first')).toBe('/uk/news/first');
      expect(s.reads.count).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('several instances: another instance’s newer copy (Redis) is taken at the next look-up; a stale copy is read by the instance that claims it only', async () => {
    const shared: MapCopy = { source: 'x', madeAt: 2_000_000, entries: [entry(1, 'from-another-instance')] };
    const s = setup({ claim: false });
    await s.look('/first');
    s.tick(OLD_ADDRESSES.sharedCheckMs);
    const other = setup({ claim: false, shared });
    await other.look('/first');
    other.tick(OLD_ADDRESSES.sharedCheckMs);
    await other.look('/first');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await other.look('/from-another-instance')).toBe('/uk/news/from-another-instance');
    // Stale, but another instance holds the claim: no read of its own.
    s.tick(OLD_ADDRESSES.refreshAfterMs + 1);
    await s.look('/first');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(s.reads.count).toBe(1);
  });
});
