import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { config } from '@/lib/config';

/**
 * Reads content/ files, parsed once and re-read when a file's mtime changes (tests that edit
 * content see the change). A layer may answer before the disk: the fixture CMS's run-time
 * content changes (test/support/fixture-cms/overlay.ts).
 */
const cache = new Map<string, { mtimeMs: number; size: number; data: unknown }>();

/** A file's content in front of the disk, or undefined for the file on disk. */
export type ContentLayer = (relative: string) => unknown;
let layer: ContentLayer = () => undefined;

/**
 * The fixture CMS's seam (test/support/fixture-cms/overlay.ts): the site itself never sets a layer.
 * @public
 */
export function setContentLayer(next: ContentLayer): void {
  layer = next;
}

function contentRoot(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), config.contentDir);
}

/** A content file relative to content/ (`en/news.json`); undefined when it does not exist. */
export function readContentFile(relative: string): unknown {
  const layered = layer(relative);
  if (layered !== undefined) return layered;
  const full = path.join(/*turbopackIgnore: true*/ contentRoot(), relative);
  let stat: { mtimeMs: number; size: number };
  try {
    stat = statSync(full);
  } catch {
    return undefined;
  }
  const hit = cache.get(full);
  if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.data;
  const data: unknown = JSON.parse(readFileSync(full, 'utf8'));
  cache.set(full, { mtimeMs: stat.mtimeMs, size: stat.size, data });
  return data;
}

/** A deep copy through JSON, so no caller can change the cached content. */
export function copy<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
