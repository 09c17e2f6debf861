import { afterAll, afterEach, describe, expect, it, jest } from '@jest/globals';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFixtureCms } from '@/test/support/fixture-cms/process';
import { importWithEnv } from '@/test/import-with-env';

/**
 * The embedded store (DATA_DIR): "A corrupt views.json is silently replaced by
 * {} … A torn last line in the append log swallows the next record … No directory fsync follows a
 * create or rename … Two processes lose each other's updates. Fix: move a corrupt file aside and
 * report it, never overwrite it. Start every append on a fresh line. Fsync the directory. Take a
 * lock, so that a second writer fails loudly instead of losing writes."
 */
type Writes = typeof import('./writes');
type Fsync = typeof import('./fsync');

const temps: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'durable-'));
  temps.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  jest.restoreAllMocks();
});

/** A fresh module registry on `dataDir`, as a restarted process would have; directory fsyncs recorded. */
async function load(dataDir: string): Promise<{ writes: Writes; syncedDirs: string[] }> {
  const syncedDirs: string[] = [];
  const writes = await importWithEnv({ DATA_DIR: dataDir }, async () => {
    const real = jest.requireActual<Fsync>('./fsync');
    jest.doMock('./fsync', () => ({
      ...real,
      syncDir: async (dir: string) => {
        syncedDirs.push(dir);
        return real.syncDir(dir);
      },
    }));
    return import('./writes');
  });
  return { writes, syncedDirs };
}

const lines = (file: string) => readFileSync(file, 'utf8').split('\n');

describe('a damaged file is moved aside and reported, never overwritten', () => {
  it('a truncated views.json keeps its 5,000 views in the file set aside', async () => {
    const dir = tempDir();
    const damaged = '{"4102": 5000, "4103": 12';
    writeFileSync(path.join(dir, 'views.json'), damaged);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { writes } = await load(dir);

    expect(await writes.incrementViews(4102)).toBe(1);
    const aside = readdirSync(dir).filter((name) => name.startsWith('views.json.corrupt-'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(path.join(dir, aside[0] ?? ''), 'utf8')).toBe(damaged);
    expect(JSON.parse(readFileSync(path.join(dir, 'views.json'), 'utf8'))).toEqual({ '4102': 1 });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(`moved to ${path.join(dir, aside[0] ?? '')}`));
  });

  it('so is a views.json that parses but is not a map of counts', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'views.json'), '["not", "counts"]');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { writes } = await load(dir);
    expect(await writes.viewCounts()).toEqual({});
    expect(readdirSync(dir).filter((name) => name.startsWith('views.json.corrupt-'))).toHaveLength(1);
  });
});

describe('appends', () => {
  it('a torn last line does not swallow the next subscription', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'newsletter.jsonl');
    writeFileSync(file, '{"email":"first@example.org","lang":"en"}\n{"email":"torn@exa');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { writes } = await load(dir);

    expect((await writes.subscribe({ email: 'after-crash@example.org', lang: 'en' })).body).toMatchObject({ already_subscribed: false });
    expect(lines(file)).toEqual(['{"email":"first@example.org","lang":"en"}', '{"email":"torn@exa', expect.stringContaining('after-crash@example.org'), '']);
    // After a restart the subscription is still known; the torn line is reported, not fatal.
    const restarted = await load(dir);
    expect((await restarted.writes.subscribe({ email: 'after-crash@example.org', lang: 'en' })).body).toMatchObject({ already_subscribed: true });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('skipped 1 damaged line(s): 2'));
  });

  it('the directory is flushed after a file is created or renamed into place', async () => {
    const dir = path.join(tempDir(), 'data');
    const { writes, syncedDirs } = await load(dir);
    await writes.subscribe({ email: 'new@example.org', lang: 'uk' });
    expect(syncedDirs).toContain(dir);
    expect(syncedDirs).toContain(path.dirname(dir));
    syncedDirs.length = 0;
    await writes.subscribe({ email: 'second@example.org', lang: 'uk' });
    expect(syncedDirs).toEqual([]);
    await writes.incrementViews(4102);
    expect(syncedDirs).toEqual([dir]);
  });
});

describe('one writer per data directory', () => {
  const call = (cms: { url: string }, route: string, body: unknown) =>
    fetch(`${cms.url}/fulbright-react/v1/${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const subscribe = (cms: { url: string }, email: string) => call(cms, 'newsletter-subscribe', { email, honeypot: '', lang: 'en' });
  const view = async (cms: { url: string }) => (await call(cms, 'increment-views', { post_id: 4102 })).json() as Promise<{ views?: number }>;

  it('a second process fails loudly instead of losing writes, and takes over once the first has stopped', async () => {
    const dir = tempDir();
    const first = await startFixtureCms(undefined, dir);
    const second = await startFixtureCms(undefined, dir).catch(async (error: unknown) => {
      await first.stop();
      throw error;
    });
    try {
      // The second one reads the view counts (a news list) while the first one counts.
      const before = (await view(first)).views ?? 0;
      expect((await fetch(`${second.url}/fulbright-react/v1/news?lang=en`)).status).toBe(200);
      expect((await view(first)).views).toBe(before + 1);
      expect((await subscribe(first, 'one@example.org')).status).toBe(200);
      const refused = await subscribe(second, 'two@example.org');
      expect(refused.status).toBe(500);
      expect(JSON.stringify(await refused.json())).toMatch(/DATA_DIR .* is in use by process \d+/);
      expect(readFileSync(path.join(dir, 'newsletter.jsonl'), 'utf8')).not.toContain('two@example.org');

      await first.stop();
      expect(existsSync(path.join(dir, '.writer.lock'))).toBe(false);
      expect((await subscribe(second, 'two@example.org')).status).toBe(200);
      expect((await subscribe(second, 'one@example.org')).status).toBe(200);
      // It counts on from what the first one stored, not from what it had read before.
      expect((await view(second)).views).toBe(before + 2);
      const stored = lines(path.join(dir, 'newsletter.jsonl')).filter(Boolean);
      expect(stored.map((line) => (JSON.parse(line) as { email: string }).email)).toEqual(['one@example.org', 'two@example.org']);
    } finally {
      await first.stop();
      await second.stop();
    }
  }, 150_000);
});
