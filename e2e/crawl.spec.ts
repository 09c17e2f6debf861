import { expect, test } from '@playwright/test';
import { fetchRaw, inPool, internalUrl, isPage, linksIn, sitemapPages } from '../test/support/crawl';
import { E2E } from '../test/support/env';

/**
 * Starting from the sitemaps, every page in both languages is read as a crawler
 * reads it, and every internal link on it (menus, cards, breadcrumbs, the language switch, the
 * exhibition's "Read More", the footer, canonical and hreflang links) answers 200, or redirects
 * once to a 200. Pages found through links are read too. Internal links are paths: an absolute
 * link to SITE_URL is reported, since a path does the same on any host the site is served from.
 */
const site = E2E.siteUrl;

test('every internal link of every page answers 200 or redirects once to a 200', async () => {
  test.setTimeout(300_000);
  const started = Date.now();
  const pages = await sitemapPages(site);
  expect(pages.length).toBeGreaterThan(100);
  expect(pages.some((p) => p.startsWith(`${site}/uk/`)) && pages.some((p) => p.startsWith(`${site}/en/`))).toBe(true);

  const read = new Set<string>(pages);
  const queue = [...pages];
  const linkedFrom = new Map<string, string>();
  const absolute: string[] = [];
  const broken: string[] = [];

  const readPage = async (page: string) => {
    const answer = await fetchRaw(page);
    if (answer.status !== 200) return; // reported below with the links, or by the sitemap check
    for (const { href, tag } of linksIn(answer.body)) {
      const url = internalUrl(href, page, site);
      if (!url) continue;
      // Canonical and hreflang links are absolute by definition; a link in the page need not be.
      if (tag === 'a' && href.startsWith(site)) absolute.push(`${href} on ${page}`);
      if (!linkedFrom.has(url)) linkedFrom.set(url, page);
      if (isPage(url) && !new URL(url).search && !read.has(url)) {
        read.add(url);
        queue.push(url);
      }
    }
  };
  // Read pages until no new page is found.
  while (queue.length > 0) await inPool(queue.splice(0, queue.length), 6, readPage);

  const targets = [...new Set([...pages, ...linkedFrom.keys()])];
  await inPool(targets, 8, async (url) => {
    const first = await fetchRaw(url);
    if (first.status === 200) return;
    const from = linkedFrom.get(url) ?? 'the sitemap';
    if (first.status >= 300 && first.status < 400 && first.location) {
      const second = await fetchRaw(new URL(first.location, url).toString());
      if (second.status === 200) return;
      broken.push(`${url} → ${first.status} ${first.location} → ${second.status} (linked from ${from})`);
      return;
    }
    broken.push(`${url} → ${first.status} (linked from ${from})`);
  });

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  test.info().annotations.push({ type: 'crawl', description: `${read.size} pages read, ${targets.length} distinct links checked in ${seconds} s` });
  console.log(`crawl: ${read.size} pages read, ${targets.length} distinct links checked in ${seconds} s`);
  expect(broken, broken.join('\n')).toEqual([]);
  expect(absolute, absolute.join('\n')).toEqual([]);
});
