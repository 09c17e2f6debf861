import { expect, test, type Page } from '@playwright/test';

/**
 * Every page preloads its two font files, so that text paints in Inter rather than swapping to it,
 * and both are `font-display: optional`, so that a font that comes late never moves text.
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
    // Never swapped in once text is painted: a late font waits for the next page (styles/fonts.ts).
    const faces = [...head.matchAll(/@font-face\{([^}]*)\}/g)].map((match) => match[1] ?? '').filter((face) => face.includes('.woff2'));
    expect(faces.length).toBeGreaterThanOrEqual(2);
    for (const face of faces) expect(face).toContain('font-display:optional');
  });
}

/** The fonts Chromium painted the element's text with (DevTools' "Rendered fonts"). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const client = await page.context().newCDPSession(page);
  await client.send('DOM.enable');
  await client.send('CSS.enable');
  const { root } = await client.send('DOM.getDocument');
  const { nodeId } = await client.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await client.send('CSS.getPlatformFontsForNode', { nodeId });
  await client.detach();
  return fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (web)' : ''}`);
}

/**
 * The test machine has Liberation Sans (scripts/setup-browser.sh), a face drawn to Arial's widths
 * that Inter's stand-ins offer after Arial (styles/_font-fallbacks.scss). Where such a face exists,
 * next/font's own fallback, listed before the Cyrillic file, set every Cyrillic letter in it.
 */
for (const path of ['/uk/news', '/en/news', '/uk']) {
  test(`${path}: headings and text in Inter, Cyrillic and Latin, where a local Arial-like face exists`, async ({ page }) => {
    // A first page loads the fonts; with `optional` a page whose fonts came late keeps its stand-in,
    // so the page under test is the second one, as for a visitor's next page.
    await page.goto('/en/faq');
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    await page.goto(path);
    for (const selector of ['h1', 'main p']) {
      const fonts = await renderedFonts(page, selector);
      expect(fonts.length, selector).toBeGreaterThan(0);
      expect(fonts.every((font) => /^Inter.* \(web\)$/.test(font)), `${path} ${selector}: ${fonts.join(', ')}`).toBe(true);
    }
  });
}

test('before Inter arrives, Ukrainian and English text is set in the resized local face, not the browser default', async ({ page }) => {
  await page.route('**/*.woff2', (route) => route.abort());
  for (const path of ['/uk/news', '/en/news']) {
    await page.goto(path);
    const fonts = await renderedFonts(page, 'h1');
    expect(fonts, path).toEqual(['Liberation Sans']);
  }
});
