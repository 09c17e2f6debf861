import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The JavaScript budget: at most 25 KB gzip above a bare Next page. What a client
 * component imports as a value lands in the browser; one constant imported from a server module
 * once put both languages' dictionaries, the settings and zod (about 30 KB gzip) into every page.
 * Server-only modules must not be reachable from a client component through value imports.
 */
const ROOT = path.resolve(__dirname, '..');
const SERVER_ONLY = ['zod', 'lib/config.ts', 'lib/i18n/dictionary.ts'];
/** Client modules allowed to reach them, and why. */
const ALLOWED: Record<string, string> = {
  // The search page validates the API's answers with zod ("zod for every response from outside"); its chunk is that page's alone.
  'components/search/SearchResults.tsx': 'zod',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Specifiers of the value imports and re-exports of a module (`import type` and `export type` are erased). */
function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const statements = [...source.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'([^']+)'/gm)];
  return statements.filter((match) => !match[1]).map((match) => match[2] ?? '');
}

/** The chain of modules from `file` to the first server-only module it reaches, or null. */
function serverOnlyChain(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const spec of valueImports(file)) {
    const target = spec === 'zod' ? 'zod' : resolveImport(file, spec);
    if (!target) continue;
    const relative = target === 'zod' ? 'zod' : path.relative(ROOT, target);
    if (SERVER_ONLY.includes(relative)) return [path.relative(ROOT, file), relative];
    if (target.endsWith('.scss')) continue;
    const chain = serverOnlyChain(target, seen);
    if (chain) return [path.relative(ROOT, file), ...chain];
  }
  return null;
}

const clientModules = ['app', 'components', 'lib']
  .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
  .filter((file) => /^['"]use client['"]/.test(readFileSync(file, 'utf8').trimStart()));

describe('client components import no server-only module', () => {
  it('finds the client components', () => {
    expect(clientModules.length).toBeGreaterThan(30);
  });

  it.each(clientModules.map((file) => path.relative(ROOT, file)))('%s', (relative) => {
    const chain = serverOnlyChain(path.join(ROOT, relative));
    if (chain && ALLOWED[relative] === chain[chain.length - 1]) return;
    expect(chain?.join(' -> ') ?? null).toBeNull();
  });
});
