import { revalidateTag } from 'next/cache';
import { after, NextResponse, type NextRequest } from 'next/server';
import { config } from '@/lib/config';
import { REVALIDATE_RATE_LIMIT, REVALIDATE_SETTLE_MS } from '@/lib/constants';
import { clientKey, createRateLimiter } from '@/lib/http/rate-limit';
import { readJson } from '@/lib/http/body';
import { secretsMatch } from '@/lib/http/secret';
import { revalidatePayloadSchema, tagsFor } from '@/lib/revalidate/tags-for';

export const dynamic = 'force-dynamic';

const SECRET_HEADER = 'x-revalidate-secret';
const wrongSecrets = createRateLimiter('webhook-wrong-secrets', { limit: REVALIDATE_RATE_LIMIT.wrongSecrets, windowMs: REVALIDATE_RATE_LIMIT.windowMs });
const calls = createRateLimiter('webhook-calls', { limit: REVALIDATE_RATE_LIMIT.calls, windowMs: REVALIDATE_RATE_LIMIT.windowMs });
const MAX_BODY_BYTES = 8 * 1024;

/**
 * On-demand revalidation for the office's WordPress. POST only, authenticated by a shared
 * secret in a header compared in constant time; refreshes exactly the tags of the affected pages
 * with stale-while-revalidate ('max'), and once more a moment later (see REVALIDATE_SETTLE_MS).
 */
export async function POST(request: NextRequest) {
  if (!config.revalidateSecret) {
    return NextResponse.json({ error: 'Revalidation is not configured (REVALIDATE_SECRET is unset).' }, { status: 503 });
  }
  const client = clientKey(request.headers);
  if ((await wrongSecrets.isBlocked(client)) || !(await calls.attempt(client))) {
    return NextResponse.json({ error: 'Too many revalidation requests; try again in a minute.' }, { status: 429 });
  }
  const given = request.headers.get(SECRET_HEADER) ?? '';
  if (!secretsMatch(given, config.revalidateSecret)) {
    await wrongSecrets.attempt(client);
    return NextResponse.json({ error: `Missing or wrong ${SECRET_HEADER} header.` }, { status: 401 });
  }
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) {
    return NextResponse.json({ error: 'The body must be JSON (Content-Type: application/json).' }, { status: 415 });
  }
  const body = await readJson(request, revalidatePayloadSchema, MAX_BODY_BYTES);
  if (!body.ok) {
    if (body.problem === 'too_large') return NextResponse.json({ error: `The body is larger than ${MAX_BODY_BYTES} bytes.` }, { status: 413 });
    if (body.problem === 'not_json') return NextResponse.json({ error: 'The body is not valid JSON.' }, { status: 400 });
    const issue = body.error.issues[0];
    return NextResponse.json({ error: `Invalid body: ${issue?.path.join('.') || '(root)'} ${issue?.message ?? ''}`.trim() }, { status: 400 });
  }
  const revalidated = tagsFor(body.data);
  const profile = body.data.mode === 'expire' ? { expire: 0 } : 'max';
  const invalidate = () => {
    for (const tag of revalidated) revalidateTag(tag, profile);
  };
  invalidate();
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, REVALIDATE_SETTLE_MS));
    invalidate();
  });
  return NextResponse.json({ revalidated, mode: body.data.mode, now: Date.now() });
}

function methodNotAllowed() {
  return NextResponse.json({ error: 'Use POST.' }, { status: 405, headers: { allow: 'POST' } });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as DELETE, methodNotAllowed as PATCH };
