import { config } from '@/lib/config';

/**
 * A stored canonical the page may declare: an absolute address on the site itself (SITE_URL).
 * A canonical tells search engines to index that address instead of the page's; one on the CMS's
 * host (whose front end only redirects here) or on another site would take the page out of their
 * results, so it is ignored. The plugin applies the same rule with its Site URL setting.
 */
export function siteCanonical(value: string, siteUrl: string = config.siteUrl): string | undefined {
  let url: URL;
  let site: URL;
  try {
    url = new URL(value.trim());
    site = new URL(siteUrl);
  } catch {
    return undefined;
  }
  const base = site.pathname.replace(/\/+$/, '');
  const onSite = url.origin === site.origin && (base === '' || url.pathname === base || url.pathname.startsWith(`${base}/`));
  return onSite ? url.toString() : undefined;
}
