/**
 * Security headers for every response, set once in next.config.ts.
 * The CSP is static because a nonce would make every page dynamic and defeat ISR; Next's inline
 * bootstrap scripts therefore need 'unsafe-inline' for scripts (see docs/security.md).
 */
export function contentSecurityPolicy(isProduction: boolean, cmsApiUrl?: string): string {
  const isDev = !isProduction;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(isDev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...plainHttpOrigin(cmsApiUrl)],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com', 'https://www.google.com'],
    // Video and sound of the media library, played from WordPress (as its images are shown).
    'media-src': ["'self'", 'https:', ...plainHttpOrigin(cmsApiUrl)],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The CMS's origin when it is served over plain HTTP (a local WordPress in tests and development):
 * its media (the lightbox, pictures, video and sound in article HTML) load from it directly. An HTTPS CMS is already
 * covered by `https:`, so production's policy, and deploy/nginx.conf's copy of it, stay as they are.
 */
function plainHttpOrigin(cmsApiUrl: string | undefined): string[] {
  if (!cmsApiUrl) return [];
  const url = new URL(cmsApiUrl);
  return url.protocol === 'http:' ? [url.origin] : [];
}

export function securityHeaders(isProduction: boolean, cmsApiUrl?: string): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(isProduction, cmsApiUrl) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
    { key: 'X-Frame-Options', value: 'DENY' },
    // A page opened from elsewhere gets no handle on ours, and ours none on it (window.opener).
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}
