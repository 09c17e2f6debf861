// @ts-check
/**
 * Cache records as JSON text for the disk: Next's values hold Buffers (a page's RSC payload, a
 * route's body) and a Map of Buffers (a page's segments), which JSON alone turns into arrays of
 * numbers or loses.
 */

/**
 * @this {any}
 * @param {string} key
 * @param {unknown} value
 */
function replacer(key, value) {
  // Buffer's toJSON has already run on `value`; the original is on the holder.
  const original = this[key];
  if (Buffer.isBuffer(original)) return { $buffer: original.toString('base64') };
  if (original instanceof Map) return { $map: [...original] };
  return value;
}

/**
 * @param {string} _key
 * @param {any} value
 */
function reviver(_key, value) {
  if (value && typeof value === 'object') {
    if (typeof value.$buffer === 'string' && Object.keys(value).length === 1) return Buffer.from(value.$buffer, 'base64');
    if (Array.isArray(value.$map) && Object.keys(value).length === 1) return new Map(value.$map);
  }
  return value;
}

/** @param {unknown} record */
export const encodeRecord = (record) => JSON.stringify(record, replacer);

/** @param {string} text */
export const decodeRecord = (text) => JSON.parse(text, reviver);
