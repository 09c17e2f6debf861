// @ts-check
import { createClient } from '@redis/client';

/**
 * The process's one connection to Redis (REDIS_URL), shared by Next's cache handler
 * (shared-handler.mjs, which Next loads outside its bundles) and the rate limiters (bundled in the
 * routes): both modules find the same connection on `globalThis`. Plain JavaScript because Next
 * imports the cache handler with Node's own loader.
 *
 * Redis is a shared cache, never a dependency: while it cannot be reached, `available()` is false
 * and every caller uses its local fallback. A command that fails or takes longer than
 * REDIS_COMMAND_TIMEOUT_MS sends the process to its fallbacks for REDIS_RETRY_AFTER_MS, so a hung
 * server costs one timeout, not one per request.
 */

/** Longest wait for one command before Redis counts as unreachable. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** After a failed command, how long the process keeps to its local fallbacks. */
const REDIS_RETRY_AFTER_MS = 2_000;
/** How long the first commands of a process wait for its first connection before using the fallbacks. */
const REDIS_FIRST_CONNECTION_WAIT_MS = 1_000;
/** Reconnection attempts back off up to this delay. */
const REDIS_RECONNECT_MAX_DELAY_MS = 1_000;
/** Every key the site writes starts with this (several sites may share one Redis). */
export const REDIS_KEY_PREFIX = 'site:';

/**
 * @typedef {ReturnType<typeof newClient>} RedisClient
 * @typedef {object} SharedRedis
 * @property {string} url
 * @property {RedisClient} client
 * @property {() => boolean} available True when commands may be sent now.
 * @property {Promise<void>} connecting Settles when the first connection is made or has failed,
 *   at the latest after REDIS_FIRST_CONNECTION_WAIT_MS: a process that has just started serves its
 *   first requests from the shared cache, not from its own.
 * @property {(error: unknown) => void} failed Reports a failed command: fallbacks for a while.
 * @property {(listener: () => void) => void} onReady Called each time the connection is (re)established.
 * @property {() => Promise<void>} close
 */

const GLOBAL_KEY = Symbol.for('exchange-office-site.redis');

/** @returns {Map<string, SharedRedis>} */
function registry() {
  const holder = /** @type {{ [GLOBAL_KEY]?: Map<string, SharedRedis> }} */ (globalThis);
  holder[GLOBAL_KEY] ??= new Map();
  return holder[GLOBAL_KEY];
}

/** A short description of a connection error, without the password a URL may carry. */
function describeError(/** @type {unknown} */ error) {
  if (error instanceof Error) return /** @type {{ code?: string }} */ (error).code ?? error.message;
  return String(error);
}

/** @param {string} url */
function newClient(url) {
  return createClient({
    url,
    // Commands sent while disconnected fail at once instead of waiting in a queue: the callers
    // have a fallback, a visitor should not wait for a reconnection.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(100 * (retries + 1), REDIS_RECONNECT_MAX_DELAY_MS),
    },
  });
}

/**
 * The shared connection for `url`, created (and connecting in the background) on first use;
 * null when `url` is empty, i.e. REDIS_URL unset.
 * @param {string | undefined} url
 * @returns {SharedRedis | null}
 */
export function sharedRedis(url) {
  if (!url) return null;
  const known = registry().get(url);
  if (known) return known;

  const client = newClient(url);
  let retryAfter = 0;
  /** @type {'connecting' | 'up' | 'down'} */
  let state = 'connecting';
  let lastCommandFailureLog = 0;
  /** @type {Array<() => void>} */
  const readyListeners = [];

  /** One line when the connection is lost and one when it is back, not one per reconnection attempt. */
  const unreachable = (/** @type {unknown} */ error) => {
    if (state === 'down') return;
    state = 'down';
    console.warn(`[redis] unreachable (${describeError(error)}): each instance uses its local cache and limits until it returns`);
  };
  client.on('error', unreachable);
  client.on('ready', () => {
    retryAfter = 0;
    console.info(`[redis] ${state === 'down' ? 'connected again' : 'connected'}: the cache and limits are shared`);
    state = 'up';
    for (const listener of readyListeners) listener();
  });
  const connecting = new Promise((resolve) => {
    // Like timeLimited: a loop held up (loading a page's code) does not cut the wait short.
    const timer = setTimeout(() => setImmediate(resolve), REDIS_FIRST_CONNECTION_WAIT_MS);
    timer.unref?.();
    client.connect().then(resolve, (error) => {
      unreachable(error);
      resolve(undefined);
    });
    client.once('error', resolve);
  }).then(() => undefined);

  /** @type {SharedRedis} */
  const shared = {
    url,
    client,
    available: () => client.isReady && Date.now() >= retryAfter,
    connecting,
    failed: (error) => {
      const now = Date.now();
      retryAfter = now + REDIS_RETRY_AFTER_MS;
      if (state === 'up' && now - lastCommandFailureLog > 60_000) {
        lastCommandFailureLog = now;
        console.warn(`[redis] a command failed (${describeError(error)}): local fallbacks for ${REDIS_RETRY_AFTER_MS} ms`);
      }
    },
    onReady: (listener) => {
      readyListeners.push(listener);
    },
    close: async () => {
      registry().delete(url);
      // Closed on purpose: nothing to report about the connection from now on.
      client.removeAllListeners('error');
      client.on('error', () => undefined);
      if (client.isReady) await client.close();
      else client.destroy();
    },
  };
  registry().set(url, shared);
  return shared;
}

/**
 * The promise, or a rejection once REDIS_COMMAND_TIMEOUT_MS have passed: a command already
 * written to a hung server cannot be cancelled, but nobody waits for it. The rejection waits for
 * the event loop's next read of the sockets (setImmediate), so that a loop held up by a long
 * render does not count an answer that has already arrived as missing.
 * @template T
 * @param {Promise<T>} promise
 * @param {number} [ms]
 * @returns {Promise<T>}
 */
export function timeLimited(promise, ms = REDIS_COMMAND_TIMEOUT_MS) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => setImmediate(() => reject(new Error(`no answer from Redis within ${ms} ms`))), ms);
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, deadline])).finally(() => clearTimeout(timer));
}
