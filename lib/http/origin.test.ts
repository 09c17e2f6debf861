import { describe, expect, it } from '@jest/globals';
import { fromOurSite } from './origin';

/**
 * "It trusts a client-supplied X-Forwarded-Host: contact, newsletter and views
 * accept a forged Origin plus X-Forwarded-Host pair. Trust forwarding headers only when
 * configured to (a TRUST_PROXY setting)." SITE_URL is http://localhost:3000 in Jest.
 */
const post = (headers: Record<string, string>) => new Request('http://127.0.0.1:3000/api/contact', { method: 'POST', headers });

describe('fromOurSite', () => {
  it('accepts our SITE_URL and the host the request was sent to', () => {
    expect(fromOurSite(post({ origin: 'http://localhost:3000', host: 'localhost:3000' }), false)).toBe(true);
    expect(fromOurSite(post({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }), false)).toBe(true);
  });

  it('refuses another site, and a body without Origin marked cross-site', () => {
    expect(fromOurSite(post({ origin: 'https://evil.example', host: 'localhost:3000' }), false)).toBe(false);
    expect(fromOurSite(post({ 'sec-fetch-site': 'cross-site' }), false)).toBe(false);
    expect(fromOurSite(post({ origin: 'null', host: 'localhost:3000' }), false)).toBe(false);
  });

  it('ignores a client X-Forwarded-Host unless TRUST_PROXY is set', () => {
    const forged = post({ origin: 'https://evil.example', host: 'localhost:3000', 'x-forwarded-host': 'evil.example' });
    expect(fromOurSite(forged, false)).toBe(false);
    // Behind our proxy, X-Forwarded-Host is the proxy's own (deploy/nginx.conf sets it from $host).
    const proxied = post({ origin: 'https://www.example.org', host: '127.0.0.1:3000', 'x-forwarded-host': 'www.example.org' });
    expect(fromOurSite(proxied, true)).toBe(true);
    expect(fromOurSite(proxied, false)).toBe(false);
  });
});
