import { z } from 'zod';
import { VIEW_CLIENT_LIMIT, VIEW_REPEAT_WINDOW_MS } from '@/lib/constants';
import { findPublishedArticle } from '@/lib/cms/news';
import { incrementViews } from '@/lib/cms/writes';
import { apiError, bodyRefusal } from '@/lib/http/api-error';
import { readJson } from '@/lib/http/body';
import { fromOurSite } from '@/lib/http/origin';
import { clientKey, createRateLimiter } from '@/lib/http/rate-limit';
import { isBot } from '@/lib/news/bots';

/**
 * POST /api/views {post_id}: one view per article load, forwarded to the CMS. Only a published
 * article counts (404 for any other id). Known robots, a repeat from one client for one post
 * within 10 minutes and a client past its views across all articles are answered without
 * counting, so reloads, cached pages and scripted calls do not inflate the counts.
 */
export const dynamic = 'force-dynamic';

const bodySchema = z.object({ post_id: z.number().int().positive() });
const repeats = createRateLimiter('view-repeats', { limit: 1, windowMs: VIEW_REPEAT_WINDOW_MS });
const perClient = createRateLimiter('views-per-client', { limit: VIEW_CLIENT_LIMIT.views, windowMs: VIEW_CLIENT_LIMIT.windowMs });

export async function POST(request: Request) {
  if (!fromOurSite(request)) return apiError(403, 'forbidden_origin');
  const body = await readJson(request, bodySchema, 1024);
  if (!body.ok) return bodyRefusal(body, () => 'post_id must be a positive integer');
  const postId = body.data.post_id;

  if (isBot(request.headers.get('user-agent'))) return Response.json({ counted: false, reason: 'bot' }, { status: 202 });
  const article = await findPublishedArticle(postId);
  if (article.kind === 'unavailable') return apiError(502, 'cms_unreachable');
  if (article.kind === 'not-found') return apiError(404, 'not_found', { detail: 'no published article has this id' });
  const client = clientKey(request.headers);
  if (!(await repeats.attempt(`${client}:${postId}`))) return Response.json({ counted: false, reason: 'repeat' }, { status: 202 });
  // A beacon ignores the answer, so past the limit the view is simply not counted.
  if (!(await perClient.attempt(client))) return Response.json({ counted: false, reason: 'limit' }, { status: 202 });
  try {
    const result = await incrementViews(postId, client);
    if (result.status >= 200 && result.status < 300) return Response.json({ counted: true });
    return apiError(502, 'cms_error', { detail: `the CMS answered ${result.status}` });
  } catch (error) {
    console.error('[views] forwarding failed:', error instanceof Error ? error.message : error);
    return apiError(502, 'cms_unreachable');
  }
}

export { GET, PUT, PATCH, DELETE } from '@/lib/http/post-only';
