// @ts-check
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * Large cache entries are kept in Redis gzipped (redis-entries.mjs). A page's entry holds its
 * HTML, the RSC payload (also inlined in that HTML) and Next's per-segment data: the same text
 * three times, which gzip takes down about tenfold (the team page with 161 members: 1.3 MB
 * stored, its HTML 607 KB and 38 KB gzipped). Redis keeps less, and every instance reads less per
 * cached page.
 */

/** Values from this length on are stored packed; smaller ones gain little for the work. */
export const PACK_FROM_LENGTH = 16 * 1024;
/** A packed value starts with this; a record as value-codec.mjs writes it starts with `{`. */
const PACKED = 'gz1:';

/** @param {unknown} value */
export function packValue(value) {
  if (typeof value !== 'string' || value.length < PACK_FROM_LENGTH) return value;
  return PACKED + gzipSync(value).toString('base64');
}

/** @param {unknown} value */
export function unpackValue(value) {
  if (typeof value !== 'string' || !value.startsWith(PACKED)) return value;
  return gunzipSync(Buffer.from(value.slice(PACKED.length), 'base64')).toString('utf8');
}
