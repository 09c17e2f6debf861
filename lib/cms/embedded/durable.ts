import { mkdir, open, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { config } from '@/lib/config';

/**
 * Durable local storage of the embedded CMS's writes: every accepted write is on disk (written
 * and fsync'ed) before the answer goes out. Writes are serialised so none is lost or interleaved.
 */
let queue: Promise<unknown> = Promise.resolve();

function serialise<T>(task: () => Promise<T>): Promise<T> {
  const next = queue.then(task, task);
  queue = next.catch(() => undefined);
  return next;
}

export function dataFile(name: string): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), config.dataDir, name);
}

export function appendLine(name: string, record: unknown): Promise<void> {
  return serialise(async () => {
    const file = dataFile(name);
    await mkdir(path.dirname(file), { recursive: true });
    const handle = await open(file, 'a');
    try {
      await handle.write(`${JSON.stringify(record)}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
  });
}

export async function readLines<T>(name: string): Promise<T[]> {
  try {
    const text = await readFile(dataFile(name), 'utf8');
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as T];
        } catch {
          return [];
        }
      });
  } catch {
    return [];
  }
}

export async function readJsonFile<T>(name: string, fallback: T): Promise<T> {
  try {
    return JSON.parse(await readFile(dataFile(name), 'utf8')) as T;
  } catch {
    return fallback;
  }
}

/** Replaces a JSON file atomically: a temp file written and fsync'ed, then renamed over it. */
export function writeJsonFile(name: string, data: unknown): Promise<void> {
  return serialise(async () => {
    const file = dataFile(name);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(JSON.stringify(data));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  });
}
