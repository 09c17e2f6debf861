import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Reads the embedded content the fixture CMS serves, so tests state expectations from the data. */
export function readContent<T = unknown>(lang: 'uk' | 'en' | null, file: string): T {
  const full = lang ? path.join('content', lang, file) : path.join('content', file);
  return JSON.parse(readFileSync(full, 'utf8')) as T;
}
