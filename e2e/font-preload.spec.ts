import { expect, test } from '@playwright/test';

/**
 * Every page preloads its two font files, so that text paints in Inter rather than swapping to it.
 * The views of a paged list (page 2, a filter, a search) are their own route (`{list}/~view/…`,
 * lib/list-state/rewrites.ts); under a `%5Fview` folder they were rendered without the preloads.
 */
const PAGES = ['/uk', '/en/news', '/uk/news?page=2', '/en/news?q=program', '/uk/library?page=2', '/en/search?q=program'];

for (const path of PAGES) {
  test(`${path}: both font files preloaded in the head`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const fonts = [...head.matchAll(/<link rel="preload" href="([^"]+\.woff2)" as="font"/g)].map((match) => match[1]);
    expect(fonts).toHaveLength(2);
    expect(fonts.some((href) => href?.includes('inter_latin'))).toBe(true);
    expect(fonts.some((href) => href?.includes('inter_cyrillic'))).toBe(true);
  });
}
