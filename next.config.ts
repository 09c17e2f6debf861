import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { contentSource } from './lib/build/content-source';
import { missingSiteUrlWarning, readConfig } from './lib/config';
import { securityHeaders } from './lib/security-headers';

const settings = readConfig();
const cmsUrl = settings.cmsApiUrl ? new URL(settings.cmsApiUrl) : null;

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The proxy strips a trailing slash itself (308, as Next would), after it has looked the address
  // up among WordPress's old ones, which all end with a slash: one hop to their new address.
  skipTrailingSlashRedirect: true,
  // Written into the build, so that `next start` can refuse to serve it from another source
  // (instrumentation.ts, lib/build/content-source.ts).
  env: { BUILT_FROM_CONTENT: contentSource(settings.cmsApiUrl) },
  reactStrictMode: true,
  // The bench's builds only (scripts/bench.ts): browser source maps, so that the long tasks of its
  // Lighthouse traces can name the code they ran. A deployed build serves none.
  productionBrowserSourceMaps: process.env.BENCH_BROWSER_SOURCE_MAPS === '1',
  // The site's cache on Next's documented handler interface: memory and the build folder, nothing
  // on disk from unknown addresses, nothing kept from a CMS outage (lib/cache/cache-records.mjs).
  cacheHandler: require.resolve('./lib/cache/file-system-handler.mjs'),
  experimental: {
    // app/global-not-found.tsx: the site's 404 page for paths that match no route.
    globalNotFound: true,
    // Each route loads the styles of the components it renders: the default ("loose") chunker put
    // the modules of every route (article, search, library, lightbox…) into one 113 KB stylesheet
    // that blocked the first paint of every page. `requestCost: 0`: with the styles inlined (below)
    // a chunk costs no request, and at the default cost (100 KB a request) the graph chunker merged
    // other routes' modules into each route's: the home carried the stories, programmes and
    // participants pages' styles (46.8 KB of CSS, 25.7 KB without them).
    cssChunking: { type: 'graph', requestCost: 0 },
    // The route's styles in <style> tags of the HTML instead of 6–8 stylesheets: the first paint
    // waits for no request after the document's, so a slow connection paints a stylesheet's round
    // trip sooner (docs/benchmark.md). The cost: Next also writes the CSS into the RSC payload, so
    // each page's HTML carries it twice (+11 to +16 KB gzip) and no stylesheet is cached.
    inlineCss: true,
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // CMS images only from the configured CMS host.
    remotePatterns: cmsUrl
      ? [{ protocol: cmsUrl.protocol.replace(':', '') as 'http' | 'https', hostname: cmsUrl.hostname, port: cmsUrl.port }]
      : [],
    // Next 16 refuses to optimise images from loopback or private addresses (vercel/next.js#84676):
    // only a local WordPress in tests and development needs this.
    dangerouslyAllowLocalIP: settings.cmsImagesAllowLocalIp,
  },
  sassOptions: { silenceDeprecations: ['legacy-js-api'] },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(settings.isProduction, settings.cmsApiUrl) }];
  },
};

/**
 * With REDIS_URL, `next start` keeps Next's cache in Redis, shared by every instance
 * (lib/cache/shared-handler.mjs). Nothing of it is on without REDIS_URL, nor while building: the build
 * writes its prerendered pages to its own folder, where each instance reads them.
 */
export function sharedCache(phase: string, redisUrl: string | undefined): Pick<NextConfig, 'cacheHandler' | 'cacheMaxMemorySize'> {
  if (phase !== PHASE_PRODUCTION_SERVER || !redisUrl) return {};
  return {
    cacheHandler: path.join(__dirname, 'lib', 'cache', 'shared-handler.mjs'),
    // No per-instance copy in memory in front of Redis: it would keep serving what another
    // instance has revalidated.
    cacheMaxMemorySize: 0,
  };
}

export default function config(phase: string): NextConfig {
  const warning = missingSiteUrlWarning(settings);
  if (warning && (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_PRODUCTION_SERVER)) console.warn(warning);
  return { ...nextConfig, ...sharedCache(phase, settings.redisUrl) };
}
