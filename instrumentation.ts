/**
 * Next calls register() once per server process, before that server answers its first request.
 * First, a build rendered from other content than the server is set to read stops the server, and
 * a redirect's Location header is sent once (lib/http/single-location.ts).
 * Then, with REDIS_URL set, the connection to the shared cache is made here rather than on the
 * first request, so that a freshly (re)started instance answers that request from the shared
 * cache instead of racing its own connection. It waits at most as long as a first request would
 * (lib/cache/redis.mjs).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // BUILT_FROM_CONTENT is written into the build by next.config.ts; CMS_API_URL is read now.
  const { refuseBuildFromOtherContent } = await import('@/lib/build/refuse-other-content');
  refuseBuildFromOtherContent(process.env.BUILT_FROM_CONTENT);
  const { keepOneLocationHeader } = await import('@/lib/http/single-location');
  keepOneLocationHeader();
  if (!process.env.REDIS_URL) return;
  const { sharedRedis } = await import('@/lib/cache/redis.mjs');
  await sharedRedis(process.env.REDIS_URL)?.connecting;
}

