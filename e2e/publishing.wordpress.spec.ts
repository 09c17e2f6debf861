import { expect, test, type APIRequestContext } from '@playwright/test';
import { publishedNews } from '../test/support/content';
import { delaysUntil, fetchPage, report, type Fetched } from '../test/support/delays';
import { SEO_ROUTES } from '../test/support/routes';
import { NAMESPACE, wpIdBySlug, wpRest, wpWrite } from '../test/support/wordpress';

/**
 * Publishing end to end. An editor changes content through WordPress's REST API with
 * an application password; the plugin's own hooks call the site's webhook (no test calls it);
 * the site shows the change. Each delay is measured from the moment WordPress answered the save
 * and printed. Every test puts WordPress back as it found it.
 */
type Lang = 'uk' | 'en';
const OTHER = { uk: 'en', en: 'uk' } as const;
/** The spec's promise for a change published through the webhook. */
const PUBLISH_WITHIN_MS = 2_000;
/** Team gallery (256/258) and exhibition authors (274/276) are posts that are not news. */
const NOT_NEWS = [256, 258, 274, 276];
const stamp = () => Date.now().toString(36);
const newsOf = (lang: Lang) => publishedNews(lang).filter((n) => !n.categories.some((c) => NOT_NEWS.includes(c)));

/** Requests each page once so it is cached before the change, and checks it is as expected. */
async function warm(request: APIRequestContext, paths: string[], check: (page: Fetched, path: string) => boolean) {
  for (const path of paths) expect(check(await fetchPage(request, path), path), `${path} before the change`).toBe(true);
}

function expectWithin(delays: Record<string, number>, paths: string[], bound: number) {
  for (const path of paths) {
    expect(delays[path], `${path} shows the change`).toBeDefined();
    expect(delays[path], `${path} within ${bound} ms`).toBeLessThanOrEqual(bound);
  }
}

for (const lang of ['uk', 'en'] as const) {
  test(`edit: a new article title shows on the article, the news list and the home within 2 s, in that language only (${lang})`, async ({ request }) => {
    const article = newsOf(lang)[0];
    if (!article) throw new Error(`no ${lang} article in the content`);
    const id = await wpIdBySlug('news', lang, article.slug);
    const original = (await wpRest<{ title: { raw: string } }>(`wp/v2/posts/${id}`, { query: { context: 'edit' }, as: 'editor' })).body.title.raw;
    const title = `${lang === 'uk' ? 'Оновлений заголовок' : 'Updated headline'} ${stamp()}`;
    const pages = [`/${lang}/news/${article.slug}`, `/${lang}/news`, `/${lang}`];
    const otherPages = [`/${OTHER[lang]}/news`, `/${OTHER[lang]}`];
    await warm(request, [...pages, ...otherPages], (page) => page.status === 200 && !page.html.includes(title));

    const save = await wpWrite(`wp/v2/posts/${id}`, { body: { title }, as: 'editor' });
    try {
      const delays = await delaysUntil(request, pages, (page) => page.html.includes(title), Date.now());
      report(`edit (${lang}), after the save (${save.took} ms)`, { article: delays[pages[0]!], list: delays[pages[1]!], home: delays[pages[2]!] });
      expectWithin(delays, pages, PUBLISH_WITHIN_MS);
      for (const path of otherPages) expect((await fetchPage(request, path)).html, `${path} is another language`).not.toContain(title);
    } finally {
      await wpWrite(`wp/v2/posts/${id}`, { body: { title: original }, as: 'editor' });
      await delaysUntil(request, pages, (page) => !page.html.includes(title), Date.now());
    }
  });
}

test('unpublish: within 2 s the article is a 404 and has left the news list, the sitemap and the feed', async ({ request }) => {
  const article = newsOf('en')[2];
  if (!article) throw new Error('no en article in the content');
  const id = await wpIdBySlug('news', 'en', article.slug);
  const address = `/en/news/${article.slug}`;
  const listed = (html: string) => html.includes(`${address}"`) || html.includes(`${address}<`);
  const pages = { article: address, list: '/en/news', sitemap: '/sitemaps/news-en-1.xml', feed: '/en/news/feed.xml' };
  const present = (page: Fetched, path: string) => (path === address ? page.status === 200 : page.status === 200 && listed(page.html));
  await warm(request, Object.values(pages), present);

  const save = await wpWrite(`wp/v2/posts/${id}`, { body: { status: 'draft' }, as: 'editor' });
  try {
    const gone = (page: Fetched, path: string) => (path === address ? page.status === 404 : page.status === 200 && !listed(page.html));
    const delays = await delaysUntil(request, Object.values(pages), gone, Date.now());
    report(`unpublish (en), after the save (${save.took} ms)`, Object.fromEntries(Object.entries(pages).map(([name, path]) => [name, delays[path]])));
    expectWithin(delays, Object.values(pages), PUBLISH_WITHIN_MS);
  } finally {
    await wpWrite(`wp/v2/posts/${id}`, { body: { status: 'publish' }, as: 'editor' });
    expect(await delaysUntil(request, Object.values(pages), present, Date.now()), 'published again').toEqual(expect.objectContaining({ [address]: expect.any(Number) }));
  }
});

/** Unpublish an item through WordPress and see its address 404 and its links leave the lists, then publish it again. */
async function expectUnpublishedEverywhere(request: APIRequestContext, item: { what: string; rest: string; address: string; lists: string[] }) {
  const linked = (html: string) => html.includes(`${item.address}"`) || html.includes(`${item.address}<`);
  const pages = [item.address, ...item.lists];
  const present = (page: Fetched, path: string) => (path === item.address ? page.status === 200 : page.status === 200 && linked(page.html));
  await warm(request, pages, present);

  const save = await wpWrite(item.rest, { body: { status: 'draft' }, as: 'editor' });
  try {
    const gone = (page: Fetched, path: string) => (path === item.address ? page.status === 404 : page.status === 200 && !linked(page.html));
    const delays = await delaysUntil(request, pages, gone, Date.now());
    report(`unpublish (${item.what}), after the save (${save.took} ms)`, Object.fromEntries(pages.map((path) => [path, delays[path]])));
    expectWithin(delays, pages, PUBLISH_WITHIN_MS);
  } finally {
    await wpWrite(item.rest, { body: { status: 'publish' }, as: 'editor' });
    expect(await delaysUntil(request, pages, present, Date.now()), 'published again').toEqual(expect.objectContaining({ [item.address]: expect.any(Number) }));
  }
}

test('unpublish: within 2 s a programme is a 404 and has left the programmes list, the home and the sitemap', async ({ request }) => {
  const slug = 'prohrama-tea-dlia-vchyteliv';
  const id = await wpIdBySlug('program-by-slug', 'uk', slug);
  await expectUnpublishedEverywhere(request, { what: 'uk programme', rest: `wp/v2/eos_program/${id}`, address: `/uk/programs/${slug}`, lists: ['/uk/programs', '/uk', '/sitemaps/programs.xml'] });
});

test('unpublish: within 2 s a content page is a 404 and has left the sitemap', async ({ request }) => {
  const slug = 'partnerstva-z-universytetamy';
  const id = await wpIdBySlug('dynamic-content', 'uk', slug);
  await expectUnpublishedEverywhere(request, { what: 'uk content page', rest: `wp/v2/pages/${id}`, address: `/uk/${slug}`, lists: ['/sitemaps/pages.xml'] });
});

test('rename: after a programme’s slug changes, its old address redirects permanently (308) to the new one, which shows it', async ({ request }) => {
  const slug = 'humphrey-fellowship';
  const id = await wpIdBySlug('program-by-slug', 'en', slug);
  const title = (await wpRest<{ title: { raw: string } }>(`wp/v2/eos_program/${id}`, { query: { context: 'edit' }, as: 'editor' })).body.title.raw;
  const renamed = `${slug}-${stamp()}`;
  const [before, after] = [`/en/programs/${slug}`, `/en/programs/${renamed}`];
  // The Ukrainian programme's language switch and hreflang link lead to the English address.
  const translation = `/uk/programs/${await wpRest<{ alternate_slug: string }>(`${NAMESPACE}/program-by-slug/${slug}`, { query: { lang: 'en' } }).then((a) => a.body.alternate_slug)}`;
  const linksTo = (html: string, path: string) => html.includes(`${path}"`);
  await warm(request, [before], (page) => page.status === 200 && page.html.includes(title));
  await warm(request, [translation], (page) => page.status === 200 && linksTo(page.html, before));

  const save = await wpWrite(`wp/v2/eos_program/${id}`, { body: { slug: renamed }, as: 'editor' });
  try {
    const delays = await delaysUntil(
      request,
      [before, after, translation],
      (page, path) => {
        // One Location header, naming the new address (two would read `/a, /a`).
        if (path === before) return page.status === 308 && new URL(page.location, 'http://site.test').pathname === after;
        if (path === after) return page.status === 200 && page.html.includes(title);
        return page.status === 200 && linksTo(page.html, after) && !linksTo(page.html, before);
      },
      Date.now(),
    );
    report(`rename (en programme), after the save (${save.took} ms)`, {
      'old address redirects': delays[before],
      'new address shows it': delays[after],
      'uk translation links to it': delays[translation],
    });
    expect(delays[before], `${before} redirects (308) to ${after}`).toBeDefined();
    expect(delays[after], `${after} shows the programme`).toBeDefined();
    expectWithin(delays, [before, after, translation], PUBLISH_WITHIN_MS);
  } finally {
    await wpWrite(`wp/v2/eos_program/${id}`, { body: { slug }, as: 'editor' });
    await delaysUntil(request, [before], (page) => page.status === 200, Date.now());
  }
});

test('menu: a renamed item of the primary menu shows in the header of every page of that language', async ({ request }) => {
  test.setTimeout(180_000);
  const lang: Lang = 'uk';
  const locations = await wpRest<Record<string, { menu: number }>>('wp/v2/menu-locations', { as: 'admin' });
  const menu = locations.body[`primary_${lang}`]?.menu;
  expect(menu, `a menu in the location primary_${lang}`).toBeTruthy();
  const items = await wpRest<{ id: number; parent: number; title: { raw: string } }[]>('wp/v2/menu-items', { query: { menus: menu ?? 0, per_page: 100, context: 'edit' }, as: 'admin' });
  const item = items.body.find((i) => i.parent === 0);
  if (!item) throw new Error('the primary menu has no top-level item');
  const label = `${item.title.raw} ${stamp()}`;
  const header = (html: string) => /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
  const pages = SEO_ROUTES.map((route) => `/${lang}${typeof route.path === 'function' ? route.path(lang) : route.path}`);
  const otherPages = [`/${OTHER[lang]}`, `/${OTHER[lang]}/news`];
  await warm(request, pages, (page) => page.status === 200 && header(page.html).includes(item.title.raw));
  await warm(request, otherPages, (page) => page.status === 200);

  const save = await wpWrite(`wp/v2/menu-items/${item.id}`, { body: { title: label }, as: 'admin' });
  try {
    const since = Date.now();
    const shows = (page: Fetched) => header(page.html).includes(label);
    // A visitor opening a page: the home first, alone; then every other page, all at once, which
    // regenerates them together (a menu is on every page).
    const [home, others] = [pages[0]!, pages.slice(1)];
    const homeDelay = await delaysUntil(request, [home], shows, since);
    const delays = await delaysUntil(request, others, shows, since, 20_000);
    const values = Object.values(delays).sort((a, b) => a - b);
    report(`menu (${lang}, ${pages.length} pages), after the save (${save.took} ms)`, {
      home: homeDelay[home],
      [`other ${others.length} pages, fastest`]: values[0],
      median: values[Math.floor(values.length / 2)],
      slowest: values.length === others.length ? values.at(-1) : undefined,
    });
    expectWithin(homeDelay, [home], PUBLISH_WITHIN_MS);
    for (const path of others) expect(delays[path], `${path} has the new menu item in its header`).toBeDefined();
    for (const path of otherPages) expect(header((await fetchPage(request, path)).html), `${path} is another language`).not.toContain(label);
  } finally {
    await wpWrite(`wp/v2/menu-items/${item.id}`, { body: { title: item.title.raw }, as: 'admin' });
    await delaysUntil(request, [`/${lang}`], (page) => !header(page.html).includes(label), Date.now());
  }
});

test('page text: an edited text of the team page changes that page, in that language', async ({ request }) => {
  const lang: Lang = 'en';
  const route = `exchange-office-site/v1/texts/team`;
  const original = (await wpRest<{ texts: { hero_title: string } }>(route, { query: { lang }, as: 'editor' })).body.texts.hero_title;
  const heading = `${original} ${stamp()}`;
  const [page, other] = [`/${lang}/team`, `/${OTHER[lang]}/team`];
  await warm(request, [page, other], (p) => p.status === 200 && !p.html.includes(heading));

  const save = await wpWrite(route, { query: { lang }, body: { hero_title: heading }, as: 'editor' });
  try {
    const delays = await delaysUntil(request, [page], (p) => p.html.includes(heading), Date.now());
    report(`page text (${lang} team hero title), after the save (${save.took} ms)`, { page: delays[page] });
    expectWithin(delays, [page], PUBLISH_WITHIN_MS);
    expect((await fetchPage(request, other)).html, `${other} is another language`).not.toContain(heading);
  } finally {
    await wpWrite(route, { query: { lang }, body: { hero_title: original }, as: 'editor' });
    await delaysUntil(request, [page], (p) => !p.html.includes(heading), Date.now());
  }
});

