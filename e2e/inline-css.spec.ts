import { expect, test } from '@playwright/test';
import { AUTHOR_CATEGORIES, FAQ_CATEGORIES } from '../lib/constants';
import { publishedNews, readContent } from '../test/support/content';

/**
 * The route's styles are inlined in the HTML (`experimental.inlineCss`), so the first paint waits
 * for no stylesheet request. They must apply under the site's CSP (style-src 'self'
 * 'unsafe-inline', lib/security-headers.ts) without a violation, on every kind of page.
 */
function routes(): { name: string; path: string }[] {
  const programme = readContent<{ slug: string }[]>('uk', 'program-details.json')[0];
  const notArticles: number[] = [...FAQ_CATEGORIES, ...AUTHOR_CATEGORIES];
  const article = publishedNews('uk').find((n) => !n.categories.some((c) => notArticles.includes(c)));
  return [
    { name: 'home', path: '/uk' },
    { name: 'news list', path: '/uk/news' },
    { name: 'article', path: `/uk/news/${article?.slug}` },
    { name: 'programme', path: `/uk/programs/${programme?.slug}` },
    { name: 'library', path: '/en/library' },
  ];
}

for (const route of routes()) {
  test(`${route.name} (${route.path}): styles inlined, no stylesheet request, applied under the CSP without a violation`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { cspViolations: string[] };
      w.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => w.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toMatch(/style-src 'self' 'unsafe-inline'/);
    const html = (await response?.text()) ?? '';
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style[^>]*>/);
    expect(head).not.toMatch(/<link[^>]*rel="stylesheet"/);
    expect(stylesheets).toEqual([]);
    // The styles applied: the body has the font they set.
    await expect(page.locator('header').first()).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/inter/i);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
}

/**
 * Only the route's own styles: at the CSS chunker's default request cost the home's HTML carried
 * the stories, participants and programmes pages' rules (46.8 KB of CSS instead of 25.7), and
 * the outage screen and the lightbox, which load with their code, were in every page that could
 * show them. So were the not-found screen, the page-data error and the preview banner (through
 * the layout and the page factories' module), and the programme status's deadline and apply rules
 * on the home, which shows only its badges. A class of each, as CSS modules name it
 * (`.{hash}_{name}`): networkInner (stories), barTrack (participants), mainSubtitle and
 * dropdownLabel (programmes), applyBarDeadline (a programme), countdown (outage screen),
 * fullDescription (lightbox), actions and secondary (not-found screen), box (page-data error),
 * banner (preview), closedNote (programme status).
 */
const OFF_EVERY_PAGE = ['networkInner', 'barTrack', 'countdown', 'fullDescription', 'actions', 'secondary', 'banner'];
const FOREIGN_RULES: { path: string; absent: string[] }[] = [
  { path: '/uk', absent: [...OFF_EVERY_PAGE, 'mainSubtitle', 'dropdownLabel', 'applyBarDeadline', 'box', 'closedNote'] },
  { path: '/en/library', absent: [...OFF_EVERY_PAGE, 'applyBarDeadline'] },
  { path: '/uk/photo-exhibition', absent: [...OFF_EVERY_PAGE, 'box'] },
  { path: '/en/programs/graduate-student-program', absent: OFF_EVERY_PAGE },
];

for (const { path, absent } of FOREIGN_RULES) {
  test(`${path}: the inlined styles carry no rule of another route, nor of a screen that loads with its code`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
    expect(css.length).toBeGreaterThan(5000);
    // A module's prefix is its hash, six characters, with an underscore before one that starts with a digit.
    for (const name of absent) expect(css, name).not.toMatch(new RegExp(`\\.[\\w-]{6,7}_${name}[{:,.\\s\\[]`));
    // The check can see a class: the header's is there.
    expect(css).toMatch(/\.[\w-]{6,7}_header[{:,.\s[]/);
  });
}
