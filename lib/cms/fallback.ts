import { markOutage } from '@/lib/cache/outage';
import { CmsError, isNotFound } from './errors';

/** Logs a failed call once, with the endpoint and the first issue. */
function logCmsFailure(getter: string, error: unknown): void {
  if (error instanceof CmsError) {
    console.error(`[cms] ${getter} failed: ${error.message}`);
  } else {
    console.error(`[cms] ${getter} failed:`, error instanceof Error ? error.message : error);
  }
}

/** A read that may fail: its value, or `ok: false` when the CMS could not be asked (logged once). */
export type Settled<T> = { ok: true; value: T } | { ok: false };

/**
 * The one outage policy of the data layer. A getter either throws to its caller (the resolvers
 * and the pages that must tell "none" from "could not ask") or is wrapped here:
 * - `settle`: the caller gets `ok: false` and decides (a resolver answers 'unavailable', which is
 *   never stored as the page's 404);
 * - `withFallback`: the caller gets an empty value (a section of a page that shows without it).
 * Either way a failure other than "not found" marks the render as made during an outage, and
 * such a render is never stored: every outage screen lasts exactly as long as the outage.
 */
export async function settle<T>(getter: string, load: () => Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await load() };
  } catch (error) {
    logCmsFailure(getter, error);
    if (!isNotFound(error)) await markOutage();
    return { ok: false };
  }
}

export async function withFallback<T>(getter: string, fallback: T, load: () => Promise<T>): Promise<T> {
  const settled = await settle(getter, load);
  return settled.ok ? settled.value : fallback;
}
