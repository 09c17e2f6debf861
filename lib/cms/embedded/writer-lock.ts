import { unlinkSync } from 'node:fs';
import { link, readFile, stat, unlink, utimes } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { syncDir, writeFileSynced } from './fsync';

/**
 * One writer per data directory. Two processes writing the same files each keep their own picture
 * in memory and overwrite the other's updates, so the first to write takes a lock file (its pid
 * and host) and keeps it until it exits; another process's write then fails loudly.
 *
 * The holder touches the lock every HEARTBEAT_MS. A lock is taken over when its holder is gone:
 * on this host when its pid no longer runs, from anywhere when it has not been touched for
 * STALE_AFTER_MS (a crash, a kill -9, a container replaced under a shared volume).
 */
const LOCK_FILE = '.writer.lock';
const HEARTBEAT_MS = 10_000;
const STALE_AFTER_MS = 30_000;

interface Holder {
  pid: number;
  host: string;
  since: string;
}

class DataDirLockedError extends Error {
  constructor(dir: string, holder: Holder) {
    super(
      `DATA_DIR ${dir} is in use by process ${holder.pid} on ${holder.host} (since ${holder.since}). ` +
        `Only one process may write to it: stop that one or give this one its own DATA_DIR. ` +
        `A lock whose process is gone is taken over within ${STALE_AFTER_MS / 1000} s.`,
    );
    this.name = 'DataDirLockedError';
  }
}

const held = new Map<string, Promise<void>>();

/** Resolves once this process holds the lock of `dir`; rejects with DataDirLockedError otherwise. */
export function holdWriterLock(dir: string): Promise<void> {
  let taking = held.get(dir);
  if (!taking) {
    taking = take(dir);
    held.set(dir, taking);
    taking.catch(() => held.delete(dir));
  }
  return taking;
}

async function take(dir: string, attempt = 0): Promise<void> {
  const file = path.join(dir, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  // Written aside, then linked into place: the lock is never seen half-written.
  const draft = `${file}.${process.pid}.${attempt}.tmp`;
  await writeFileSynced(draft, JSON.stringify(me));
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = await readHolder(file);
    // Ours: another copy of this module in the same process (tests reload modules).
    if (holder?.pid === process.pid && holder.host === me.host) return;
    if (holder && !(await isStale(file, holder, me.host))) {
      const locked = new DataDirLockedError(dir, holder);
      console.error(`[data] ${locked.message}`);
      throw locked;
    }
    if (attempt > 0) throw error;
    console.warn(`[data] taking over ${file}, left by process ${holder?.pid ?? '?'} on ${holder?.host ?? '?'}, which is gone`);
    await unlink(file).catch(() => undefined);
    return await take(dir, attempt + 1);
  } finally {
    await unlink(draft).catch(() => undefined);
  }
  await syncDir(dir);
  keepUntilExit(dir, file);
}

function keepUntilExit(dir: string, file: string) {
  const heartbeat = setInterval(() => {
    const now = new Date();
    utimes(file, now, now).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return console.error(`[data] cannot refresh ${file}:`, error);
      // Removed under us: the next write takes the lock again, or fails if another process has it.
      clearInterval(heartbeat);
      held.delete(dir);
    });
  }, HEARTBEAT_MS);
  heartbeat.unref();
  process.once('exit', () => {
    clearInterval(heartbeat);
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  });
}

async function readHolder(file: string): Promise<Holder | null> {
  try {
    const value = JSON.parse(await readFile(file, 'utf8')) as Partial<Holder>;
    return typeof value.pid === 'number' && typeof value.host === 'string'
      ? { pid: value.pid, host: value.host, since: String(value.since ?? '') }
      : null;
  } catch {
    return null;
  }
}

async function isStale(file: string, holder: Holder, host: string): Promise<boolean> {
  if (holder.host === host && !isRunning(holder.pid)) return true;
  const touched = await stat(file).then((s) => s.mtimeMs, () => 0);
  return Date.now() - touched > STALE_AFTER_MS;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
