/**
 * The one place a path segment or route parameter is decoded. Next 16 hands a page its
 * parameters still percent-encoded (`%D0%B0`) but `generateMetadata` the decoded value (`а`), so
 * the value is decoded once when it can be and kept as it is when it cannot (`%`, which the
 * metadata side receives for `%25`). It never throws, so malformed input is a 404, not a URIError.
 */
export function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * A path as links, headers and the sitemap carry it: each segment percent-encoded exactly once,
 * whether it arrived encoded in either letter case (`%d0%b0`, `%D0%B0`) or not (`а`, `café`). A
 * raw non-ASCII character is not valid in a `Location` header (Node refuses it with a 500).
 */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(decodeParam(segment)))
    .join('/');
}

/** Whether a path is valid percent-encoding (`/uk/%` and `/api/%E0%A4%A` are not). */
export function isWellEncoded(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
