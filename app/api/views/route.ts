import { z } from 'zod';
import { VIEW_REPEAT_WINDOW_MS } from '@/lib/constants';
import { incrementViews } from '@/lib/cms/writes';
import { fromOurSite, readLimitedBody } from '@/lib/http/origin';
import { RateLimiter, clientKey } from '@/lib/http/rate-limit';
import { isBot } from '@/lib/news/bots';

/**
 * POST /api/views {post_id}: one view per article load, forwarded to the CMS. Known robots and a
 * repeat from one client for one post within 10 minutes are answered without counting, so a
 * reload or a cached page does not inflate the count.
 */
export const dynamic = 'force-dynamic';

const bodySchema = z.object({ post_id: z.number().int().positive() });
const repeats = new RateLimiter(1, VIEW_REPEAT_WINDOW_MS);

export async function POST(request: Request) {
  if (!fromOurSite(request)) return Response.json({ counted: false, error: 'cross-site requests are not accepted' }, { status: 403 });
  const text = await readLimitedBody(request, 1024);
  if (text === null) return Response.json({ counted: false, error: 'body too large' }, { status: 413 });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return Response.json({ counted: false, error: 'the body is not valid JSON' }, { status: 400 });
  }
  const parsed = bodySchema.safeParse(json);
  if (!parsed.success) return Response.json({ counted: false, error: 'post_id must be a positive integer' }, { status: 400 });
  const postId = parsed.data.post_id;

  if (isBot(request.headers.get('user-agent'))) return Response.json({ counted: false, reason: 'bot' }, { status: 202 });
  if (!repeats.attempt(`${clientKey(request.headers)}:${postId}`)) {
    return Response.json({ counted: false, reason: 'repeat' }, { status: 202 });
  }
  try {
    const result = await incrementViews(postId);
    if (result.status >= 200 && result.status < 300) return Response.json({ counted: true });
    return Response.json({ counted: false, error: `the CMS answered ${result.status}` }, { status: 502 });
  } catch (error) {
    console.error('[views] forwarding failed:', error instanceof Error ? error.message : error);
    return Response.json({ counted: false, error: 'the CMS could not be reached' }, { status: 502 });
  }
}

function notAllowed() {
  return Response.json({ error: 'method not allowed' }, { status: 405, headers: { allow: 'POST' } });
}
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
