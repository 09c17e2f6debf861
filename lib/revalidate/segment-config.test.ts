import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REVALIDATE } from '@/lib/constants';

/** Next reads `export const revalidate` statically, so routes write a literal; keep them in step with the constants. */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

describe('route revalidate windows', () => {
  it('every route revalidates within the documented window (5 minutes or less)', () => {
    const windows = files('app').flatMap((file) => {
      const match = /export const revalidate = (\d+)/.exec(readFileSync(file, 'utf8'));
      return match ? [{ file, seconds: Number(match[1]) }] : [];
    });
    expect(windows.length).toBeGreaterThan(0);
    const allowed = new Set(Object.values(REVALIDATE));
    for (const { file, seconds } of windows) {
      expect({ file, ok: seconds <= 300 && allowed.has(seconds as 300 | 60) }).toEqual({ file, ok: true });
    }
  });
});

describe('closed language segment', () => {
  // An unknown address leaves nothing on disk. Where `[lang]` is the route's only
  // parameter its values are closed, so Next answers 404 itself instead of rendering and caching.
  it('every route whose only parameter is [lang] exports dynamicParams = false', () => {
    const routes = files('app/[lang]').filter((file) => /(^|\/)(page\.tsx|route\.ts)$/.test(file));
    const closed = routes.filter((file) => !path.relative('app/[lang]', file).includes('['));
    expect(closed.length).toBeGreaterThan(15);
    for (const file of closed) {
      expect({ file, closed: /^export const dynamicParams = false;/m.test(readFileSync(file, 'utf8')) }).toEqual({ file, closed: true });
    }
  });
});
