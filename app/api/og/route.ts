import { OG_IMAGE_CACHE, OG_RATE_LIMIT } from '@/lib/constants';
import { clientKey, createRateLimiter } from '@/lib/http/rate-limit';
import { ogFonts } from '@/lib/og/fonts';
import { ImageCache } from '@/lib/og/image-cache';
import { ogParamsSchema } from '@/lib/og/params';
import { renderableText } from '@/lib/og/renderable-text';
import { renderShareImage } from '@/lib/og/render-share-image';
import { apiError } from '@/lib/http/api-error';

/**
 * GET /api/og?lang&section&title: the generated share image. Rendered with the fonts in
 * assets/fonts only (no network while serving), kept in memory by its parameters, and limited
 * per client: every request, and more strictly the renders of images not yet kept.
 */
export const runtime = 'nodejs';

const cache = new ImageCache(OG_IMAGE_CACHE.entries, OG_IMAGE_CACHE.bytes);
const requests = createRateLimiter('share-image-requests', { limit: OG_RATE_LIMIT.requests, windowMs: OG_RATE_LIMIT.windowMs });
const renders = createRateLimiter('share-image-renders', { limit: OG_RATE_LIMIT.renders, windowMs: OG_RATE_LIMIT.windowMs });
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

function tooMany(seconds: number) {
  return apiError(429, 'rate_limit', { detail: 'too many share images requested; try again later', headers: { 'retry-after': String(seconds) } });
}

export async function GET(request: Request) {
  const parsed = ogParamsSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return apiError(400, 'invalid_query', { detail: 'expected lang (uk|en), title (1-140 characters) and section' });
  const client = clientKey(request.headers);
  const wait = await requests.secondsToWait(client);
  if (wait > 0) return tooMany(wait);

  const fonts = await ogFonts();
  // Titles that differ only in what cannot be drawn are one image.
  const params = { ...parsed.data, title: renderableText(parsed.data.title, fonts.coverage) };
  const key = JSON.stringify([params.lang, params.section, params.title]);
  if (!cache.has(key)) {
    const renderWait = await renders.secondsToWait(client);
    if (renderWait > 0) return tooMany(renderWait);
  }
  const png = await cache.get(key, () => renderShareImage(params, fonts));
  return new Response(png as BodyInit, { headers: { 'content-type': 'image/png', 'cache-control': CACHE_CONTROL } });
}
