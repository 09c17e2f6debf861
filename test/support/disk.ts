import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Bytes in the files under a folder (a file removed while they are counted counts nothing). */
export function sizeOf(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sum + sizeOf(full);
    try {
      return sum + statSync(full).size;
    } catch {
      return sum;
    }
  }, 0);
}
