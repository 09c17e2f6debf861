import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { OUTAGE_REVALIDATE_SECONDS, OUTAGE_TAG } from '@/lib/cache/cache-records.mjs';
import { CmsError, isNotFound } from './errors';

/*
 * The one outage policy of the site: what a read of the CMS gives when the CMS fails. Every
 * getter that lib/cms exports is made here, by `fallbackGetter` or `lookupGetter`; nothing else
 * catches a CMS failure, and no route wraps a getter.
 *
 * Names say the policy:
 * - `load…` throws a CmsError. Only the cached loaders inside lib/cms have this name; no page
 *   ever sees a throw.
 * - `get…` never throws: on a failure it gives its empty value (an empty list, null, an object
 *   with empty lists), the spec's "log the error and return an empty fallback" (part 1 §1). The
 *   page shows the section without it.
 * - `find…` never throws: it answers a `Lookup`, found, `not-found` (the CMS said there is none)
 *   or `unavailable` (the CMS could not be asked), where a page must tell "none" or "could not
 *   ask" from data: a single article, programme or content page, a page's own record, the home's
 *   hero slides and programmes, a search.
 *
 * Either way, a failure:
 * - is logged once per request, with the getter's name and the first issue (the getters are
 *   memoized per request, so the page, its `generateMetadata` and its language links, which ask
 *   the same, share one answer and one log line);
 * - marks the render as made during an outage (`markOutage`), unless the CMS answered "not
 *   found": such a render is never stored, so an outage screen (the not-found screen, a section's
 *   fallback, the home's 'Too Many Requests') lasts as long as the outage, and the page stored
 *   before it keeps being served. A 404 of an unknown address is an answer, not an outage.
 *
 * The spec's "rethrow" exceptions (single news item, dynamic content, FAQ page, photo exhibition)
 * are the `find…` getters and the FAQ and exhibition `get…` getters whose fallbacks the spec
 * names (built-in texts, default images, 'No authors found.').
 *
 * Not reads of content, so not getters: the writes (writes.ts) and the preview token check
 * (preview.ts) hand the CMS's status to their API route, which answers it; they are never cached.
 */

/**
 * Marks the current render as made during a CMS outage, so that it is never stored
 * (lib/cache/cache-records.mjs, placementOf): a cached constant whose only effects are its tag,
 * which joins the render's tags, and its one-second period, which becomes the render's. A failure
 * to mark is not caught: a render that cannot be marked must fail rather than be kept as if it
 * were good.
 */
async function markOutage(): Promise<void> {
  await unstable_cache(async () => true, [OUTAGE_TAG], { revalidate: OUTAGE_REVALIDATE_SECONDS, tags: [OUTAGE_TAG] })();
}

/** What a page renders when a read found what it looked for; route-specific kinds beside `found`. */
export type Found<T> = { kind: 'found'; value: T };
/** Go elsewhere: 308 when `permanent` (an address that moved for good), else 307 (lib/dynamic-pages/follow-redirect.ts). */
export type Redirect = { kind: 'redirect'; to: string; permanent?: boolean };
/** The CMS answered that there is none: the not-found screen with status 404. */
export type NotFound = { kind: 'not-found' };
/**
 * The page cannot be shown from the CMS: it could not be asked (this render is marked and never
 * stored), or a record the page needs is missing. Each route names its screen for it.
 */
export type Unavailable = { kind: 'unavailable' };

/**
 * The one result type of a read and of a resolver: what was found (a route's own kinds), a
 * redirect, not found, or unavailable. A page renders from it and nothing downstream guesses from
 * empty values or nulls.
 */
export type Resolution<F extends { kind: string }> = F | Redirect | NotFound | Unavailable;

/** What a `find…` getter answers: a Resolution without redirects. */
export type Lookup<T> = Found<T> | NotFound | Unavailable;

export const NOT_FOUND: NotFound = Object.freeze({ kind: 'not-found' });
export const UNAVAILABLE: Unavailable = Object.freeze({ kind: 'unavailable' });

/**
 * Spec: an empty hero or programme list counts as a failed call. Called inside the cached loader,
 * so the data cache keeps its last good entry instead of caching the empty answer.
 */
export function requireNonEmpty<T>(endpoint: string, items: T[]): T[] {
  if (items.length === 0) throw new CmsError(endpoint, 'shape', 'empty list where content is required');
  return items;
}

function logFailure(getter: string, error: unknown): void {
  console.error(`[cms] ${getter} failed: ${error instanceof Error ? error.message : String(error)}`);
}

/** The one place a CMS failure is caught. */
async function settle<T>(getter: string, load: () => Promise<T>): Promise<Lookup<T>> {
  try {
    return { kind: 'found', value: await load() };
  } catch (error) {
    logFailure(getter, error);
    if (isNotFound(error)) return NOT_FOUND;
    await markOutage();
    return UNAVAILABLE;
  }
}

/**
 * The site's one per-request memo of CMS reads: one map per request (React's `cache`, which Next
 * documents for sharing a read between `generateMetadata`, layouts, pages and server
 * components). A getter called again with the same arguments in the same request gets the same
 * answer, so it is read from the data cache (cachedGetter) once and its failure logged once.
 * Keyed by the arguments' JSON, since React's own keys compare objects by identity. Outside a
 * render (route handlers, scripts, tests) every call reads.
 */
const requestAnswers = cache(() => new Map<string, Promise<unknown>>());

function oncePerRequest<A extends unknown[], R>(getter: string, read: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args: A) => {
    const answers = requestAnswers();
    const key = `${getter}:${JSON.stringify(args)}`;
    const known = answers.get(key) as Promise<R> | undefined;
    if (known) return known;
    const answer = read(...args);
    answers.set(key, answer);
    return answer;
  };
}

/**
 * A `get…` getter: the loader's value, or `fallback` (a value, or made from the arguments) when
 * the CMS failed or answered "not found".
 */
export function fallbackGetter<A extends unknown[], T>(
  getter: string,
  fallback: T | ((...args: A) => T),
  load: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  return oncePerRequest(getter, async (...args: A) => {
    const answer = await settle(getter, () => load(...args));
    if (answer.kind === 'found') return answer.value;
    return typeof fallback === 'function' ? (fallback as (...args: A) => T)(...args) : fallback;
  });
}

/**
 * A `find…` getter: `found` with the loader's value; `not-found` when the loader answers null or
 * the CMS answers 404; `unavailable` when the CMS could not be asked.
 */
export function lookupGetter<A extends unknown[], T>(getter: string, load: (...args: A) => Promise<T | null>): (...args: A) => Promise<Lookup<T>> {
  return oncePerRequest(getter, async (...args: A): Promise<Lookup<T>> => {
    const answer = await settle(getter, () => load(...args));
    return answer.kind === 'found' && answer.value === null ? NOT_FOUND : (answer as Lookup<T>);
  });
}
