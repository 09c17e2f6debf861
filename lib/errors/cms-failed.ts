/**
 * Marks a page rendered from a failed CMS call (the search page's error): such a render is never
 * cached (lib/cache/route-cache-handler.cjs reads it), so the next request asks the CMS again.
 */
export const CMS_FAILED_ATTRIBUTE = 'data-cms-failed';
