import { ServerResponse } from 'node:http';
import { trace } from '@/lib/cache/trace.mjs';

/**
 * Next 16 writes a cached page's redirect twice: the render sets `Location`, then the cached
 * headers are appended to the same response (vercel/next.js#82117, open). Browsers follow
 * `Location: /a` twice, but crawlers and proxies that join repeated headers see `/a, /a`, an
 * address that does not exist: a renamed article's old address would drop out of search engines.
 * Here a Location header is not appended again with the value it already has; any other header,
 * or another value, is appended as before.
 */
export function keepOneLocationHeader(proto: typeof ServerResponse.prototype = ServerResponse.prototype): void {
  const append = proto.appendHeader;
  if ((append as { oneLocation?: true }).oneLocation) return;
  const patched = function (this: ServerResponse, name: string, value: string | readonly string[]) {
    if (name.toLowerCase() === 'location') {
      const current = this.getHeader('location');
      const same = (v: unknown) => String(v) === String(Array.isArray(value) ? value[0] : value);
      if (current !== undefined && (Array.isArray(current) ? current.some(same) : same(current))) {
        // With SITE_CACHE_TRACE: the tests of docs/caching.md's list see that Next still appends it.
        trace({ call: 'workaround', what: 'Location appended a second time, kept once' });
        return this;
      }
    }
    return append.call(this, name, value);
  };
  Object.assign(patched, { oneLocation: true });
  proto.appendHeader = patched as typeof proto.appendHeader;
}
