import { config } from '@/lib/config';

/**
 * Our own pages only: the Origin must be this site (SITE_URL), or the host the request was sent
 * to. That host is the Host header, or X-Forwarded-Host when TRUST_PROXY says our own proxy sets
 * it (deploy/nginx.conf does); a client's X-Forwarded-Host is otherwise ignored, since Next passes
 * it on untouched. A request without an Origin is not a browser's cross-site post unless
 * Sec-Fetch-Site says so.
 */
export function fromOurSite(request: Request, trustProxy = config.trustProxy): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return request.headers.get('sec-fetch-site') !== 'cross-site';
  let host: string;
  try {
    const parsed = new URL(origin);
    if (parsed.origin === new URL(config.siteUrl).origin) return true;
    host = parsed.host;
  } catch {
    return false;
  }
  const ownHost = (trustProxy && request.headers.get('x-forwarded-host')) || request.headers.get('host');
  return ownHost !== null && ownHost.split(',')[0]?.trim().toLowerCase() === host;
}
