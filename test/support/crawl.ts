/**
 * A crawler's view of the site: the sitemaps' pages and the links in each page's server HTML,
 * read with plain HTTP (no browser, no JavaScript).
 */
export interface Answer {
  status: number;
  location: string | null;
  body: string;
}

export async function fetchRaw(url: string): Promise<Answer> {
  const response = await fetch(url, { redirect: 'manual' });
  const html = (response.headers.get('content-type') ?? '').includes('html');
  return { status: response.status, location: response.headers.get('location'), body: html || url.endsWith('.xml') ? await response.text() : '' };
}

const decodeEntities = (value: string) =>
  value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/**
 * Every `<loc>` of the sitemaps robots.txt names (the static routes' sitemap and the CMS's
 * index of parts), following an index to its sitemaps, and every hreflang alternate they list.
 */
export async function sitemapPages(site: string): Promise<string[]> {
  const pages = new Set<string>();
  const read = async (sitemap: string): Promise<void> => {
    const xml = (await fetchRaw(sitemap)).body;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeEntities(m[1] ?? ''));
    if (xml.includes('<sitemapindex')) {
      for (const part of locs) await read(part);
      return;
    }
    for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>|<xhtml:link[^>]*href="([^"]+)"/g)) pages.add(decodeEntities(m[1] ?? m[2] ?? ''));
  };
  await read(`${site}/sitemap.xml`);
  await read(`${site}/server-sitemap.xml`);
  return [...pages];
}

/** The `href` of every `<a>` and `<link rel="canonical|alternate">` in the HTML, as written. */
export function linksIn(html: string): { href: string; tag: 'a' | 'link' }[] {
  const anchors = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => ({ href: decodeEntities(m[1] ?? ''), tag: 'a' as const }));
  const heads = [...html.matchAll(/<link\b[^>]*?\srel="(?:canonical|alternate)"[^>]*?\shref="([^"]*)"/g)].map((m) => ({
    href: decodeEntities(m[1] ?? ''),
    tag: 'link' as const,
  }));
  return [...anchors, ...heads];
}

/** An internal link as an absolute URL without its fragment, or null for anything else. */
export function internalUrl(href: string, page: string, site: string): string | null {
  if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) return null;
  const url = new URL(href, page);
  if (url.origin !== new URL(site).origin) return null;
  url.hash = '';
  return url.toString();
}

/** Whether a link goes to a page this crawl should read in turn (HTML pages of the site). */
export function isPage(url: string): boolean {
  const { pathname } = new URL(url);
  return /^\/(uk|en)(\/|$)/.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
}

/** Runs `work` over the items with at most `width` at a time. */
export async function inPool<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        await work(item);
      }
    }),
  );
}
