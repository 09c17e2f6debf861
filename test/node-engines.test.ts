import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import semver from 'semver';

/**
 * Issue 52: "The README names the supported Node lines (24 and 22 LTS), and `engines` agrees with
 * every dependency." Every Node version that package.json's `engines` accepts must be one every
 * package of the lockfile accepts (npm then prints no EBADENGINE on any of them); packages built
 * for another system than Linux (Windows, macOS binaries) are never installed where the site runs.
 */
type LockedPackage = { version?: string; engines?: { node?: string } | string[]; os?: string[] };
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockedPackage> };
const ENGINES = manifest.engines.node;

describe("package.json's engines", () => {
  it('accepts Node 24 LTS and 22 LTS, the lines the README names, and the Node 20 of the machines here', () => {
    for (const version of ['24.0.0', '22.13.0', process.versions.node]) expect({ version, accepted: semver.satisfies(version, ENGINES) }).toEqual({ version, accepted: true });
  });

  it('asks for no Node version that a dependency refuses', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([name, locked]) => name !== '' && !Array.isArray(locked.engines) && locked.engines?.node && (locked.os?.includes('linux') ?? true))
      .filter(([, locked]) => !semver.subset(ENGINES, (locked.engines as { node: string }).node))
      .map(([name, locked]) => `${name.replace(/^.*node_modules\//, '')}@${locked.version} needs node ${(locked.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });
});
