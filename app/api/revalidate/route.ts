import { revalidateTag } from 'next/cache';
import { after, NextResponse, type NextRequest } from 'next/server';
import { config } from '@/lib/config';
import { REVALIDATE_RATE_LIMIT, REVALIDATE_SETTLE_MS } from '@/lib/constants';
import { clientKey, createRateLimiter } from '@/lib/http/rate-limit';
import { apiError, bodyRefusal, firstIssue } from '@/lib/http/api-error';
import { readJson } from '@/lib/http/body';
import { secretsMatch } from '@/lib/http/secret';
import { processOldAddressCopy } from '@/lib/old-addresses/process-copy';
import { movesAddresses } from '@/lib/revalidate/old-addresses';
import { oldAddressTags, revalidatePayloadSchema, tagsFor } from '@/lib/revalidate/tags-for';

export const dynamic = 'force-dynamic';

const SECRET_HEADER = 'x-revalidate-secret';
const wrongSecrets = createRateLimiter('webhook-wrong-secrets', { limit: REVALIDATE_RATE_LIMIT.wrongSecrets, windowMs: REVALIDATE_RATE_LIMIT.windowMs });
const calls = createRateLimiter('webhook-calls', { limit: REVALIDATE_RATE_LIMIT.calls, windowMs: REVALIDATE_RATE_LIMIT.windowMs });
const MAX_BODY_BYTES = 8 * 1024;

/**
 * On-demand revalidation for the office's WordPress. POST only, authenticated by a shared
 * secret in a header compared in constant time; refreshes exactly the tags of the affected pages
 * with stale-while-revalidate ('max'; a renamed item's old address expires at once, see
 * oldAddressTags), and once more a moment later (see REVALIDATE_SETTLE_MS).
 */
export async function POST(request: NextRequest) {
  if (!config.revalidateSecret) {
    return apiError(503, 'not_configured', { detail: 'REVALIDATE_SECRET is unset' });
  }
  const client = clientKey(request.headers);
  if ((await wrongSecrets.isBlocked(client)) || !(await calls.attempt(client))) {
    return apiError(429, 'rate_limit', { detail: 'too many revalidation requests; try again in a minute' });
  }
  const given = request.headers.get(SECRET_HEADER) ?? '';
  if (!secretsMatch(given, config.revalidateSecret)) {
    await wrongSecrets.attempt(client);
    return apiError(401, 'unauthorized', { detail: `missing or wrong ${SECRET_HEADER} header` });
  }
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) {
    return apiError(415, 'unsupported_media_type', { detail: 'the body must be JSON (Content-Type: application/json)' });
  }
  const body = await readJson(request, revalidatePayloadSchema, MAX_BODY_BYTES);
  if (!body.ok) return bodyRefusal(body, firstIssue);
  const revalidated = tagsFor(body.data);
  const expired = new Set(oldAddressTags(body.data));
  const profile = body.data.mode === 'expire' ? { expire: 0 } : 'max';
  const invalidate = () => {
    for (const tag of revalidated) revalidateTag(tag, expired.has(tag) ? { expire: 0 } : profile);
  };
  invalidate();
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, REVALIDATE_SETTLE_MS));
    invalidate();
  });
  // WordPress's old addresses (lib/old-addresses): this instance reads the map again, the others take its copy.
  if (movesAddresses(body.data)) after(() => processOldAddressCopy().refresh());
  return NextResponse.json({ revalidated, mode: body.data.mode, now: Date.now() });
}

export { GET, PUT, PATCH, DELETE } from '@/lib/http/post-only';
