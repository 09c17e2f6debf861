import { config } from '@/lib/config';

/**
 * Our own pages only: the Origin must be this site. A request without an Origin is not a
 * browser's cross-site post unless Sec-Fetch-Site says so.
 */
export function fromOurSite(request: Request): boolean {
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
  const ownHost = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  return ownHost !== null && ownHost.split(',')[0]?.trim() === host;
}

/** Reads at most `limit` bytes of the body; null when it is longer. */
export async function readLimitedBody(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
