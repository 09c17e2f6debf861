import { encodePath } from '@/lib/http/decode-param';

/** A path of the site under one of its languages, with its query: no other host, no `//` or `\` tricks. */
const SITE_TARGET = /^\/(uk|en)(\/[^/?#\\\s]+)*\/?(\?[^#\s]*)?$/u;

/**
 * Whether the proxy may send a visitor where the map says: a path of the site, or a file on the
 * CMS's own host (an attachment's page leads to its file). Anything else the CMS might send is
 * left out of the copy, so a wrong or tampered map can never make the site an open redirect.
 */
export function isAllowedTarget(target: string, cmsOrigin: string | undefined): boolean {
  if (target.startsWith('/')) return SITE_TARGET.test(target);
  if (!cmsOrigin) return false;
  try {
    const url = new URL(target);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname === new URL(cmsOrigin).hostname;
  } catch {
    return false;
  }
}

/** Where a redirect to a target points: a site path with each segment encoded once, its query as written; a file's URL. */
export function targetLocation(target: string): { path: string; search: string } | { url: URL } {
  if (!target.startsWith('/')) return { url: new URL(target) };
  const query = target.indexOf('?');
  return query < 0 ? { path: encodePath(target), search: '' } : { path: encodePath(target.slice(0, query)), search: target.slice(query) };
}
