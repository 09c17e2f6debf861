import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { missingSiteUrlWarning, readConfig } from './lib/config';
import { securityHeaders } from './lib/security-headers';

const settings = readConfig();
const cmsUrl = settings.cmsApiUrl ? new URL(settings.cmsApiUrl) : null;

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Next's file-system cache, except that what unknown addresses render is not written to disk.
  cacheHandler: require.resolve('./lib/cache/route-cache-handler.cjs'),
  experimental: {
    // app/global-not-found.tsx: the site's 404 page for paths that match no route.
    globalNotFound: true,
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

export default function config(phase: string): NextConfig {
  const warning = missingSiteUrlWarning(settings);
  if (warning && (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_PRODUCTION_SERVER)) console.warn(warning);
  return nextConfig;
}
