/**
 * Next calls register() once per server process, before that server answers its first request.
 * With REDIS_URL set, the connection to the shared cache is made here rather than on the first
 * request, so that a freshly (re)started instance answers that request from the shared cache
 * (issue 17: "a restarted instance serves from the shared cache at once") instead of racing its
 * own connection. It waits at most as long as a first request would (connection.mjs).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.REDIS_URL) return;
  const { sharedRedis } = await import('@/lib/cache/redis.mjs');
  await sharedRedis(process.env.REDIS_URL)?.connecting;
}
