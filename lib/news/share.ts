/**
 * "The shared URL is wordpress_url or link with '/wp/' replaced by '/', otherwise
 * the current address." That rule repairs a CMS address that already points at the site
 * (`https://site/wp/…`); an address on any other host (the CMS's own, `cms.…`) is never shared:
 * the article's public address is.
 */
export function shareUrl(item: { wordpress_url: string; link: string }, pageUrl: string): string {
  const source = item.wordpress_url.trim() || item.link.trim();
  if (!source) return pageUrl;
  const repaired = source.replace('/wp/', '/');
  return sameOrigin(repaired, pageUrl) ? repaired : pageUrl;
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

type ShareNetwork = 'facebook' | 'twitter' | 'linkedin' | 'email';

export interface ShareLink {
  network: ShareNetwork;
  href: string;
}

/**
 * "a social sharer page for Facebook, an intent page for Twitter, a share-offsite
 * page for LinkedIn, each carrying the encoded article URL; and an e-mail link with subject and
 * body." Immersive articles have no e-mail link (§2).
 */
export function shareLinks(url: string, title: string, options: { email: boolean }): ShareLink[] {
  const u = encodeURIComponent(url);
  const links: ShareLink[] = [
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { network: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
  if (options.email) {
    links.push({ network: 'email', href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n\n${url}`)}` });
  }
  return links;
}
