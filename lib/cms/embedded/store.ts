import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { config } from '@/lib/config';

/**
 * Reads content/ files, parsed once and re-read when a file changes on disk. An overlay (set by
 * the fixture server's control API) can replace a file's content at run time for tests.
 */
const cache = new Map<string, { mtimeMs: number; data: unknown }>();
const overlays = new Map<string, unknown>();

function root(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), config.contentDir);
}

export function readContentFile(relative: string): unknown {
  if (overlays.has(relative)) return overlays.get(relative);
  const full = path.join(/*turbopackIgnore: true*/ root(), relative);
  let mtimeMs: number;
  try {
    mtimeMs = statSync(full).mtimeMs;
  } catch {
    return undefined;
  }
  const hit = cache.get(full);
  if (hit && hit.mtimeMs === mtimeMs) return hit.data;
  const data: unknown = JSON.parse(readFileSync(full, 'utf8'));
  cache.set(full, { mtimeMs, data });
  return data;
}

export function setOverlay(relative: string, data: unknown): void {
  overlays.set(relative, data);
}

export function clearOverlays(): void {
  overlays.clear();
}

/** A deep copy, so no caller can change the cached content. */
export function copy<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
