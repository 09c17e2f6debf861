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

/** The `export const revalidate` a file writes, as written (null when it writes none). */
function revalidateOf(file: string): string | null {
  return /^export const revalidate\s*=\s*([^;\n]+?)\s*;?\s*$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? null;
}

const LANG_LAYOUT = path.join('app', '[lang]', 'layout.tsx');

describe('route revalidate windows', () => {
  it('the [lang] layout writes the pages window, as a literal, for every page below it', () => {
    expect(revalidateOf(LANG_LAYOUT)).toBe(String(REVALIDATE.pages));
  });

  it('every page is below the [lang] layout, so its window covers them all', () => {
    const pages = files('app').filter((file) => path.basename(file) === 'page.tsx');
    expect(pages.length).toBeGreaterThan(15);
    expect(pages.filter((file) => !file.startsWith(`app${path.sep}[lang]${path.sep}`))).toEqual([]);
  });

  it('route handlers, which no layout covers, write the same literal as the layout', () => {
    const handlers = files('app').flatMap((file) => {
      const seconds = path.basename(file) === 'route.ts' ? revalidateOf(file) : null;
      return seconds === null ? [] : [{ file, seconds }];
    });
    expect(handlers.length).toBeGreaterThan(0);
    for (const { file, seconds } of handlers) expect({ file, seconds }).toEqual({ file, seconds: revalidateOf(LANG_LAYOUT) });
  });

  it('a page or layout below sets a window of its own only to revalidate sooner, with a literal of lib/constants.ts', () => {
    const allowed = new Set<number>(Object.values(REVALIDATE));
    const own = files('app').flatMap((file) => {
      const seconds = file !== LANG_LAYOUT && /^(page|layout)\.tsx$/.test(path.basename(file)) ? revalidateOf(file) : null;
      return seconds === null ? [] : [{ file, seconds }];
    });
    const sooner = (seconds: string) => Number.isInteger(Number(seconds)) && Number(seconds) <= REVALIDATE.pages && allowed.has(Number(seconds));
    expect(own.filter(({ seconds }) => !sooner(seconds))).toEqual([]);
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
