import { CmsError } from './errors';

/** Logs a failed call once, with the endpoint and the first issue. */
export function logCmsFailure(getter: string, error: unknown): void {
  if (error instanceof CmsError) {
    console.error(`[cms] ${getter} failed: ${error.message}`);
  } else {
    console.error(`[cms] ${getter} failed:`, error instanceof Error ? error.message : error);
  }
}

/** Most getters log the error and return an empty fallback. */
export async function withFallback<T>(getter: string, fallback: T, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    logCmsFailure(getter, error);
    return fallback;
  }
}
