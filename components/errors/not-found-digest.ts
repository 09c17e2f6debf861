/**
 * The digest of the error `notFound()` throws, which React hands the browser for a boundary the
 * server left on that error (NotFoundStatus.tsx). Next's own format, undocumented: read from Next
 * 16.4 (docs/caching.md, "What the cache relies on", item 10; e2e/next-assumptions.spec.ts fails
 * when a release changes it).
 */
export const NOT_FOUND_DIGEST = 'NEXT_HTTP_ERROR_FALLBACK;404';
