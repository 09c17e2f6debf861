import { expect, test, type Page } from '@playwright/test';

/**
 * The two Inter files are not preloaded and are `font-display: optional` (styles/fonts.ts): the
 * first paint waits for no font, and a font that arrives after it is used from the next page on,
 * so nothing moves when it arrives (CLS 0). Measured in docs/benchmark.md: with the preloads,
 * Lighthouse's simulated LCP carried the fonts and every script that ran meanwhile.
 * The views of a paged list (page 2, a filter, a search) are their own route (`{list}/~view/…`).
 */
const PAGES = ['/uk', '/en/news', '/uk/news?page=2', '/en/news?q=program', '/uk/library?page=2', '/en/search?q=program'];

for (const path of PAGES) {
  test(`${path}: no font preloaded, and each face optional`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<link[^>]+as="font"/);
    const faces = [...head.matchAll(/@font-face\{([^}]*)\}/g)].map((match) => match[1] ?? '').filter((face) => face.includes('.woff2'));
    expect(faces.map((face) => /font-family:([^;]+)/.exec(face)?.[1]).sort()).toEqual(['interCyrillic', 'interLatin']);
    for (const face of faces) expect(face).toContain('font-display:optional');
  });
}

/** The fonts Chromium painted the element's text with (DevTools' "Rendered fonts"). */
async function renderedFonts(page: Page, selector: string): Promise<{ familyName: string; isCustomFont: boolean }[]> {
  const client = await page.context().newCDPSession(page);
  await client.send('DOM.enable');
  await client.send('CSS.enable');
  const { root } = await client.send('DOM.getDocument');
  const { nodeId } = await client.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await client.send('CSS.getPlatformFontsForNode', { nodeId });
  await client.detach();
  return fonts;
}

test('once loaded, the next pages are set in Inter, Latin and Cyrillic', async ({ page }) => {
  await page.goto('/uk');
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  for (const path of ['/en/news', '/uk/news']) {
    await page.goto(path);
    const fonts = await renderedFonts(page, 'h1');
    expect(fonts.length, path).toBeGreaterThan(0);
    expect(fonts.every((font) => font.isCustomFont && /^Inter/.test(font.familyName)), `${path}: ${JSON.stringify(fonts)}`).toBe(true);
  }
});
