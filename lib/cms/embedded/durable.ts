import { mkdir, open, readFile, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ZodType } from 'zod';
import { config } from '@/lib/config';
import { syncDir, writeFileSynced } from './fsync';
import { holdWriterLock } from './writer-lock';

/**
 * Durable local storage of the embedded CMS's writes: every accepted write is on disk (written
 * and fsync'ed, and so is the directory entry of a new or renamed file) before the answer goes
 * out. Writes are serialised within the process, and one process at a time may write
 * (writer-lock.ts). What cannot be read is never overwritten: a damaged JSON file is moved aside
 * and reported, and an append after a torn last line starts on a fresh line.
 */
let queue: Promise<unknown> = Promise.resolve();

function serialise<T>(task: () => Promise<T>): Promise<T> {
  const next = queue.then(task, task);
  queue = next.catch(() => undefined);
  return next;
}

function dataFile(name: string): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), config.dataDir, name);
}

/**
 * Makes this process the data directory's one writer, creating the directory (and flushing its
 * parent's entry) if need be. Rejects with DataDirLockedError when another process writes there.
 */
export async function holdDataDir(): Promise<void> {
  const dir = dataFile('.');
  const created = await mkdir(dir, { recursive: true });
  if (created) await syncDir(path.dirname(created));
  await holdWriterLock(dir);
}

const exists = (file: string) => stat(file).then(() => true, () => false);

export function appendLine(name: string, record: unknown): Promise<void> {
  return serialise(async () => {
    const file = dataFile(name);
    await holdDataDir();
    const isNew = !(await exists(file));
    const handle = await open(file, 'a+');
    try {
      // A crash mid-append leaves a last line without its newline: the next record must not join it.
      const { size } = await handle.stat();
      const last = Buffer.alloc(1);
      if (size > 0) await handle.read(last, 0, 1, size - 1);
      const fresh = size > 0 && last[0] !== 0x0a ? '\n' : '';
      await handle.write(`${fresh}${JSON.stringify(record)}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (isNew) await syncDir(path.dirname(file));
  });
}

/** Every record of a JSON-lines file; a line that does not parse (a torn write) is skipped and reported. */
export async function readLines<T>(name: string): Promise<T[]> {
  const file = dataFile(name);
  const text = await readIfExists(file);
  if (text === null) return [];
  const records: T[] = [];
  const damaged: number[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    try {
      records.push(JSON.parse(line) as T);
    } catch {
      damaged.push(index + 1);
    }
  });
  if (damaged.length > 0) console.error(`[data] ${file}: skipped ${damaged.length} damaged line(s): ${damaged.slice(0, 10).join(', ')}`);
  return records;
}

/**
 * A JSON file's value; `fallback` when it does not exist. A file that does not parse, or does not
 * match `schema`, is moved aside (`<name>.corrupt-<time>`) and reported, never overwritten, and
 * the fallback is used from then on.
 */
export async function readJsonFile<T>(name: string, schema: ZodType<T>, fallback: T): Promise<T> {
  const file = dataFile(name);
  const text = await readIfExists(file);
  if (text === null) return fallback;
  let problem: string;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    problem = `unexpected content at ${parsed.error.issues[0]?.path.join('.') || '(root)'}`;
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  const aside = `${file}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  await serialise(async () => {
    await rename(file, aside);
    await syncDir(path.dirname(file));
  }).catch((error: unknown) => {
    // Another process moved it first; it reported it.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  });
  console.error(`[data] ${file} could not be read (${problem}): moved to ${aside}, kept as it was; starting from empty.`);
  return fallback;
}

async function readIfExists(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Replaces a file atomically: a temp file written and fsync'ed, renamed over it, the directory flushed. */
function replaceFile(name: string, text: string): Promise<void> {
  return serialise(async () => {
    const file = dataFile(name);
    await holdDataDir();
    const temp = `${file}.${process.pid}.tmp`;
    await writeFileSynced(temp, text);
    await rename(temp, file);
    await syncDir(path.dirname(file));
  });
}

export function writeJsonFile(name: string, data: unknown): Promise<void> {
  return replaceFile(name, JSON.stringify(data));
}

/** Replaces a JSON-lines file atomically with these records (a removal leaves no trace of them). */
export function writeLines(name: string, records: readonly unknown[]): Promise<void> {
  return replaceFile(name, records.map((record) => `${JSON.stringify(record)}\n`).join(''));
}
