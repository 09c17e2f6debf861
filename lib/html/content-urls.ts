/**
 * The addresses in CMS HTML as the site needs them. WordPress content holds addresses from every
 * year of an office's site: media over plain `http://` from before it had TLS (the site's CSP
 * allows images over https only), `/wp-content/…` written relative to WordPress's host, and,
 * once the office's domain points at the site, WordPress's media on the site's own host.
 */
export interface ContentOrigins {
  /** The site's public origin (SITE_URL). */
  site: string;
  /** WordPress's address, where its REST API and `/wp-content` live (CMS_API_URL without `/wp-json`); none with the embedded CMS. */
  cms?: string;
}

/** Paths that only WordPress serves. */
const WORDPRESS_FILES = /^\/wp-(content|includes)\//;

const hostOf = (origin: string) => new URL(origin).host.replace(/^www\./, '');

function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * A media or file address (src, srcset entry, poster, href) as the site serves it: WordPress's
 * files reached on WordPress, over WordPress's own scheme; anything else as written.
 */
export function mediaUrl(value: string, origins: ContentOrigins): string {
  const trimmed = value.trim();
  if (!origins.cms) return trimmed;
  const cms = new URL(origins.cms);
  // WordPress's folder on its host ('' at the root, '/wp' for https://cms.example.org/wp/wp-json).
  const folder = cms.pathname.replace(/\/+$/, '');
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) {
    if (folder && trimmed.startsWith(`${folder}/wp-`)) return `${cms.origin}${trimmed}`;
    return WORDPRESS_FILES.test(trimmed) ? `${cms.origin}${folder}${trimmed}` : trimmed;
  }
  const url = parse(trimmed);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return trimmed;
  const host = url.host.replace(/^www\./, '');
  const rest = `${url.pathname}${url.search}${url.hash}`;
  if (host === hostOf(cms.origin)) return `${cms.origin}${rest}`;
  if (host === hostOf(origins.site) && WORDPRESS_FILES.test(url.pathname)) return `${cms.origin}${folder}${rest}`;
  return trimmed;
}

/** Each address of a srcset through mediaUrl, descriptors kept. */
export function mediaSrcset(srcset: string, origins: ContentOrigins): string {
  return srcset
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [url = '', ...descriptor] = entry.split(/\s+/);
      return [mediaUrl(url, origins), ...descriptor].join(' ');
    })
    .join(', ');
}

/** Whether a link stays on the site (a path, an anchor, or the site's own origin): it opens in the same tab. */
export function isSiteLink(href: string, origins: ContentOrigins): boolean {
  const trimmed = href.trim();
  if (trimmed.startsWith('#') || (trimmed.startsWith('/') && !trimmed.startsWith('//'))) return true;
  const url = parse(trimmed);
  if (!url) return !/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !trimmed.startsWith('//');
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.host.replace(/^www\./, '') === hostOf(origins.site);
}
