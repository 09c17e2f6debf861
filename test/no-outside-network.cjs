/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload, loaded before any module system of the app. */
/**
 * Preloaded into the e2e site (NODE_OPTIONS=--require …): the site may reach the CMS and nothing
 * else while serving. Any fetch to a host other than this machine is written to
 * OUTSIDE_NETWORK_LOG and fails as it would without internet, so a test can prove that nothing
 * (e.g. next/og looking for a font) tried, even on a machine that has internet.
 */
const { appendFileSync } = require('node:fs');

const LOCAL = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
const log = process.env.OUTSIDE_NETWORK_LOG;
const realFetch = globalThis.fetch;

globalThis.fetch = function guardedFetch(input, init) {
  const url = new URL(typeof input === 'string' || input instanceof URL ? String(input) : input.url);
  if ((url.protocol === 'http:' || url.protocol === 'https:') && !LOCAL.has(url.hostname)) {
    try {
      if (log) appendFileSync(log, `${new Date().toISOString()} ${url.href}\n`);
    } catch {
      // The refusal below is what matters.
    }
    return Promise.reject(new TypeError('fetch failed', { cause: new Error(`outside network refused in tests: ${url.host}`) }));
  }
  return realFetch.call(this, input, init);
};
