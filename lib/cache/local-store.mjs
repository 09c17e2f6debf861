// @ts-check
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeRecord, encodeRecord } from './value-codec.mjs';

/**
 * One instance's cache records: in memory (least recently used first out, bounded by Next's
 * `cacheMaxMemorySize`) and, for those placed on disk, one file per key under the build folder
 * (`.next/server/site-cache`), so that they survive a restart and `next build` starts each build
 * from an empty one. The build writes its data-cache records here too: a fresh start reads the
 * CMS data the build read until its first revalidation.
 *
 * Next makes a handler per request, so a store is made once per folder and shared.
 */

/**
 * @typedef {{ value: any, lastModified: number, tags?: string[], cacheControl?: { revalidate?: number | false, expire?: number } }} CacheRecord
 * @typedef {'disk' | 'memory'} Placement
 */

/** Next's default `cacheMaxMemorySize`, for a handler made without one. */
const DEFAULT_MEMORY_BYTES = 50 * 1024 * 1024;

/**
 * Roughly how much memory a value holds: its texts and buffers.
 * @param {any} value
 */
export function sizeOf(value) {
  if (!value) return 64;
  let size = 0;
  for (const part of [value.html, value.rscData, value.body, value.data?.body]) {
    if (typeof part === 'string' || Buffer.isBuffer(part)) size += part.length;
  }
  if (value.segmentData instanceof Map) for (const segment of value.segmentData.values()) size += segment.length;
  return Math.max(size, 64);
}

/**
 * The file of a key: keys are opaque to the site, so they are hashed.
 * @param {string} folder
 * @param {string} key
 */
export function fileOf(folder, key) {
  const hash = createHash('sha256').update(key).digest('hex');
  return path.join(folder, hash.slice(0, 2), `${hash}.json`);
}

export class LocalStore {
  /**
   * @param {string | null} folder null: memory only
   * @param {number} maxMemoryBytes
   */
  constructor(folder, maxMemoryBytes) {
    this.folder = folder;
    this.maxMemoryBytes = maxMemoryBytes;
    /** @type {Map<string, { record: CacheRecord, size: number }>} */
    this.memory = new Map();
    this.memoryBytes = 0;
    /** Subfolders already made: a write does not ask the file system again. */
    this.madeFolders = new Set();
  }

  /**
   * @param {string} key
   * @returns {Promise<CacheRecord | null>}
   */
  async get(key) {
    const held = this.memory.get(key);
    if (held) {
      this.memory.delete(key);
      this.memory.set(key, held);
      return held.record;
    }
    if (!this.folder) return null;
    let text;
    try {
      text = await readFile(fileOf(this.folder, key), 'utf8');
    } catch {
      return null;
    }
    try {
      const record = decodeRecord(text);
      this.remember(key, record);
      return record;
    } catch {
      // Not a record this code wrote: a miss, and the next render replaces it.
      return null;
    }
  }

  /**
   * @param {string} key
   * @param {CacheRecord} record
   * @param {Placement} placement
   */
  async set(key, record, placement) {
    if (placement === 'disk' && this.folder) {
      const file = fileOf(this.folder, key);
      const subfolder = path.dirname(file);
      if (!this.madeFolders.has(subfolder)) {
        await mkdir(subfolder, { recursive: true });
        this.madeFolders.add(subfolder);
      }
      // Written aside and renamed into place: a reader never sees half a file.
      const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temporary, encodeRecord(record));
      await rename(temporary, file);
    }
    this.remember(key, record);
  }

  /**
   * Drops the key's record from memory and disk.
   * @param {string} key
   */
  async delete(key) {
    const held = this.memory.get(key);
    if (held) {
      this.memory.delete(key);
      this.memoryBytes -= held.size;
    }
    if (this.folder) await rm(fileOf(this.folder, key), { force: true });
  }

  /** @param {string} key */
  onDisk(key) {
    return this.folder !== null && existsSync(fileOf(this.folder, key));
  }

  /**
   * @param {string} key
   * @param {CacheRecord} record
   */
  remember(key, record) {
    const previous = this.memory.get(key);
    if (previous) {
      this.memory.delete(key);
      this.memoryBytes -= previous.size;
    }
    const size = sizeOf(record.value);
    if (size > this.maxMemoryBytes) return;
    this.memory.set(key, { record, size });
    this.memoryBytes += size;
    for (const [oldest, held] of this.memory) {
      if (this.memoryBytes <= this.maxMemoryBytes) break;
      this.memory.delete(oldest);
      this.memoryBytes -= held.size;
    }
  }
}

/** By folder ('' for memory only). @type {Map<string, LocalStore>} */
const stores = new Map();

/**
 * The store of a build folder, made on first use. Next gives no folder to the handler of the
 * request proxy (proxy.ts), which caches nothing: its store is in memory only.
 * @param {string | undefined} serverDistDir
 * @param {number | undefined} maxMemoryBytes
 */
export function storeIn(serverDistDir, maxMemoryBytes) {
  const folder = serverDistDir ? path.join(serverDistDir, 'site-cache') : null;
  let store = stores.get(folder ?? '');
  if (!store) {
    store = new LocalStore(folder, maxMemoryBytes ?? DEFAULT_MEMORY_BYTES);
    stores.set(folder ?? '', store);
  }
  return store;
}
