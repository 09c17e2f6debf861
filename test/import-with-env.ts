import { jest } from '@jest/globals';

/**
 * Imports modules afresh (a new module registry, as a restarted process has) with these
 * environment variables set, undefined ones unset; the environment is restored afterwards.
 * lib/config.ts reads the environment when it is first imported, so this is how a test changes
 * settings.
 */
export async function importWithEnv<T>(env: Record<string, string | undefined>, load: () => Promise<T>): Promise<T> {
  const saved = { ...process.env };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  let loaded: T | undefined;
  try {
    await jest.isolateModulesAsync(async () => {
      loaded = await load();
    });
  } finally {
    process.env = saved;
  }
  if (loaded === undefined) throw new Error('nothing was loaded');
  return loaded;
}
