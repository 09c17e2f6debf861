// @ts-check
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { tagsManifest as nextTagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

/**
 * The only file that reaches into Next's private internals, which Next does not export and may
 * change in any release (checked against 16.4; next-internals.test.ts fails when an upgrade
 * changes what is used here):
 *
 * - `FileSystemCache`, Next's default `cacheHandler` (memory, then `.next/server` on disk), which
 *   the site's handlers extend or fall back to: Next has no public way to keep its file-system
 *   cache and change where one entry goes;
 * - its members `flushToDisk` (whether `set` writes to disk), `fs` and `getFilePath` (where an
 *   entry is on disk);
 * - the process's manifest of revalidated tags (`tagsManifest`, tag → {stale, expired} times),
 *   which Next compares every entry with: the shared handler copies other instances'
 *   revalidations into it.
 */

/**
 * @typedef {{ stale?: number, expired?: number }} ManifestEntry
 * @typedef {{
 *   get(key: string, ctx: any): Promise<any>,
 *   set(key: string, data: any, ctx: any): Promise<void>,
 *   revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>,
 * }} NextCacheHandler
 * @typedef {new (ctx: any) => NextCacheHandler} NextCacheHandlerClass
 */

/**
 * Next's file-system cache class (a CommonJS module: Node hands its exports object to an ES
 * module, Jest's transform the class itself).
 * @type {NextCacheHandlerClass}
 */
export const FileSystemCache = /** @type {any} */ (fileSystemCacheModule).default ?? fileSystemCacheModule;

/** @type {Map<string, ManifestEntry>} */
export const tagsManifest = nextTagsManifest;

/**
 * Runs Next's own `set` with disk writes off: the entry goes to the memory cache only. Next's set
 * fills the memory cache and returns before its first await when `flushToDisk` is off, so the
 * flag is restored (synchronously, when `set` returns its promise) before any other request can
 * see it.
 * @template T
 * @param {NextCacheHandler} cache an instance of FileSystemCache or a subclass
 * @param {() => Promise<T>} set
 * @returns {Promise<T>}
 */
export function inMemoryOnly(cache, set) {
  const internals = /** @type {{ flushToDisk: boolean }} */ (/** @type {unknown} */ (cache));
  const flushToDisk = internals.flushToDisk;
  internals.flushToDisk = false;
  try {
    return set();
  } finally {
    internals.flushToDisk = flushToDisk;
  }
}

/**
 * Whether the file-system cache has a file for this entry: written at run time, or prerendered
 * by the build.
 * @param {NextCacheHandler} cache
 * @param {string} file the entry's key with its suffix (`.html` for a page, `.body` for a route)
 * @param {'APP_PAGE' | 'APP_ROUTE' | 'FETCH'} kind
 */
export function hasFile(cache, file, kind) {
  const internals = /** @type {{ fs: { existsSync(path: string): boolean }, getFilePath(file: string, kind: string): string }} */ (
    /** @type {unknown} */ (cache)
  );
  try {
    return internals.fs.existsSync(internals.getFilePath(file, kind));
  } catch {
    return false;
  }
}
