// @ts-check
import { packValue, unpackValue } from './packed-values.mjs';
import { decodeRecord, encodeRecord } from './value-codec.mjs';

/**
 * The cache's records in Redis: one string per key, the record as value-codec.mjs writes it to
 * disk (Buffers and Maps kept), gzipped from 16 KB on (packed-values.mjs), under the build's
 * prefix, expiring `ttlSeconds` after it was written. One command per read or write; the tags
 * live in the record and the revalidated tags in tag-marks.mjs, so nothing else is kept.
 */

/**
 * @typedef {import('./local-store.mjs').CacheRecord} CacheRecord
 * @typedef {{ get: (key: string) => Promise<unknown>, set: (key: string, value: string, options: { EX: number }) => Promise<unknown>, del: (key: string) => Promise<unknown> }} StringCommands
 */

/**
 * @param {StringCommands} client
 * @param {string} keyPrefix
 * @param {number} ttlSeconds
 */
export function redisEntries(client, keyPrefix, ttlSeconds) {
  return {
    /**
     * @param {string} key
     * @returns {Promise<CacheRecord | null>}
     */
    async get(key) {
      const text = await client.get(keyPrefix + key);
      if (typeof text !== 'string') return null;
      try {
        return decodeRecord(String(unpackValue(text)));
      } catch {
        // Not a record this code wrote: a miss, and the next render replaces it.
        return null;
      }
    },

    /**
     * @param {string} key
     * @param {CacheRecord} record
     */
    async set(key, record) {
      await client.set(keyPrefix + key, String(packValue(encodeRecord(record))), { EX: ttlSeconds });
    },

    /** @param {string} key */
    async delete(key) {
      await client.del(keyPrefix + key);
    },
  };
}
