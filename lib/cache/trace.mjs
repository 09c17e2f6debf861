// @ts-check
import { appendFileSync } from 'node:fs';

/**
 * SITE_CACHE_TRACE=FILE: every call Next makes to the site's cache handler, one JSON line each,
 * described by its shape (the context Next passes, the value's kind, status, field types and
 * header names, never its content), and the workarounds of docs/caching.md's list when they act.
 * It is how the tests of that list (test/redis/next-assumptions.test.ts) see, on a real server,
 * what Next hands the handler; after a Next upgrade, a server started with it shows what changed.
 * Unset (production), nothing is written and the handlers are Next's classes as they are.
 */
const TRACE_FILE = process.env.SITE_CACHE_TRACE;

/** @param {Record<string, unknown>} entry */
export function trace(entry) {
  if (TRACE_FILE) appendFileSync(TRACE_FILE, `${JSON.stringify({ at: Date.now(), pid: process.pid, ...entry })}\n`);
}

/** @param {unknown} field */
const typeOf = (field) => (Buffer.isBuffer(field) ? 'Buffer' : field instanceof Map ? 'Map' : field === null ? 'null' : Array.isArray(field) ? 'array' : typeof field);

/**
 * A value as the trace describes it.
 * @param {any} value
 */
export function shapeOf(value) {
  if (!value || typeof value !== 'object') return { type: typeOf(value) };
  const headers = value.headers && typeof value.headers === 'object' ? value.headers : null;
  return {
    kind: value.kind,
    status: value.status,
    fields: Object.fromEntries(Object.entries(value).map(([name, field]) => [name, typeOf(field)])),
    ...(headers ? { headers: Object.fromEntries(Object.entries(headers).map(([name, field]) => [name, name === 'location' || name === 'x-next-cache-tags' ? field : typeOf(field)])) } : {}),
    ...(value.kind === 'FETCH' ? { data: { fields: Object.keys(value.data ?? {}), body: value.data?.body === 'null' ? 'null' : typeOf(value.data?.body) } } : {}),
    ...(value.segmentData instanceof Map ? { segments: value.segmentData.size } : {}),
  };
}

/**
 * The handler class as Next gets it: with SITE_CACHE_TRACE, a subclass that writes each call
 * (what `get` answered too) before or after the class's own; without it, the class itself.
 * @template T
 * @param {T} Handler a class with Next's handler methods
 * @returns {T}
 */
export function traced(Handler) {
  if (!TRACE_FILE) return Handler;
  const Base = /** @type {new (...args: any[]) => any} */ (Handler);
  return /** @type {T} */ (class Traced extends Base {
    /** @param {any[]} args */
    constructor(...args) {
      super(args[0]);
      const ctx = args[0] ?? {};
      trace({ call: 'constructor', ctx: Object.fromEntries(Object.entries(ctx).map(([name, field]) => [name, typeof field === 'object' ? typeOf(field) : field])) });
    }

    /** @param {string} key @param {any} ctx */
    async get(key, ctx) {
      const entry = await super.get(key, ctx);
      trace({ call: 'get', key, ctx, answer: entry ? { lastModified: entry.lastModified, value: shapeOf(entry.value) } : null });
      return entry;
    }

    /** @param {string} key @param {any} value @param {any} ctx */
    async set(key, value, ctx) {
      trace({ call: 'set', key, ctx, value: shapeOf(value) });
      return super.set(key, value, ctx);
    }

    /** @param {any[]} args */
    async revalidateTag(...args) {
      trace({ call: 'revalidateTag', args });
      return super.revalidateTag(args[0], args[1]);
    }
  });
}
