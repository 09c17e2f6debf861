import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Next's private modules (`next/dist/…`) change in any release without notice: the site, its
 * cache handlers and its tests use only what Next documents (`next`, `next/cache`,
 * `next/server`, `next/navigation`, …). An import of `next/dist` outside a comment fails here.
 */
const ROOT = process.cwd();
const FOLDERS = ['app', 'components', 'lib', 'test', 'e2e', 'scripts', 'deploy', 'bench', 'proxy.ts', 'instrumentation.ts', 'next.config.ts'];
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIP = new Set(['node_modules', 'out', '.next']);

function sourcesIn(entry: string): string[] {
  const full = path.join(ROOT, entry);
  let names: string[];
  try {
    names = readdirSync(full);
  } catch {
    return SOURCE.test(entry) ? [entry] : [];
  }
  return names.filter((name) => !SKIP.has(name)).flatMap((name) => sourcesIn(path.join(entry, name)));
}

/** The code without its comments (strings kept: an import's specifier is one). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\/|([^:\\'"`]|^)\/\/.*$/gm, (match, before: string | undefined) => before ?? '');
}

const NEXT_DIST = /(?:from\s*|import\s*\(\s*|require(?:\.resolve)?\s*\(\s*|import\s+)['"]next\/dist\//;

describe('Next is used through its documented modules only', () => {
  it('finds an import in code, and none in a comment', () => {
    // Written in pieces, so that this file is not an example of what it forbids.
    const dist = ['next', 'dist', ''].join('/');
    expect(NEXT_DIST.test(withoutComments(`import x from '${dist}server/lib/x';`))).toBe(true);
    expect(NEXT_DIST.test(withoutComments(`const y = require("${dist}y.js");`))).toBe(true);
    expect(NEXT_DIST.test(withoutComments(`await import(\n  '${dist}z');`))).toBe(true);
    expect(NEXT_DIST.test(withoutComments(`// import x from '${dist}server/lib/x';\n/* require('${dist}y') */`))).toBe(false);
  });

  it('no file of the site, its tests or its tools imports next/dist', () => {
    const files = FOLDERS.flatMap(sourcesIn);
    expect(files.length).toBeGreaterThan(300);
    const importing = files.filter((file) => NEXT_DIST.test(withoutComments(readFileSync(path.join(ROOT, file), 'utf8'))));
    expect(importing).toEqual([]);
  });
});
