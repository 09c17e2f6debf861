import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectFreshPage } from '../test/support/page-cache';
import { cms } from '../test/support/cms';
import { readContent } from '../test/support/content';
import { callWebhook } from '../test/support/webhook';

/**
 * Photo exhibition under CMS faults and empty lists. These change the fixture
 * CMS, so they run alone in the "faults" project, and restore the good page afterwards.
 */
test.describe.configure({ mode: 'serial' });

const PATH = '/en/photo-exhibition';
const TEXTS = { noAuthors: 'No authors found.', noEvents: 'No timeline events available', firstDefault: 'The first grantees' };

async function revalidate(request: APIRequestContext, data: Record<string, unknown>) {
  expect((await callWebhook(request, data)).status()).toBe(200);
}

const revalidateExhibition = async (request: APIRequestContext) => {
  for (const type of ['gallery', 'author', 'timeline']) await revalidate(request, { type, lang: 'en' });
  await revalidate(request, { type: 'page', name: 'photo-exhibition', lang: 'en' });
};

const decoded = async (request: APIRequestContext) => {
  const response = await request.get(PATH);
  expect(response.status()).toBe(200);
  return (await response.text()).replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
};

/** Stale-while-revalidate: the changed page appears after a request or two; wait for it. */
const expectEventually = (request: APIRequestContext, check: (html: string) => boolean) =>
  expect.poll(async () => check(await decoded(request)), { timeout: 15_000, intervals: [300, 500, 1000] }).toBe(true);

const page = readContent<{ hero_title: string; closing_text: string }>('en', 'pages/photo-exhibition.json');
const authors = readContent<{ name: string }[]>('en', 'authors.json');
const gallery = readContent<{ title: string; src?: string }[]>('en', 'photo-gallery.json');
const goodPage = (html: string) =>
  html.includes(page.hero_title) && authors.every((a) => html.includes(a.name)) && html.includes(gallery[0]?.title ?? '') && !html.includes(TEXTS.noAuthors);

test.afterEach(async ({ request }) => {
  await cms.clearFaults();
  await cms.resetContent();
  await revalidateExhibition(request);
  await expectEventually(request, goodPage);
});

for (const fault of ['500', 'wrong-shape', 'malformed'] as const) {
  test(`a cached exhibition page keeps its content when every exhibition call fails (${fault}) during regeneration`, async ({ request }) => {
    await expectEventually(request, goodPage);
    for (const match of ['photo-gallery', 'authors', 'timeline-events', 'page/photo-exhibition']) await cms.injectFault(match, fault);
    await revalidateExhibition(request);
    // The first request serves the cached page and regenerates it during the fault; once that
    // regeneration has ended, the page it stored is still the good one.
    expect(goodPage(await decoded(request))).toBe(true);
    await expect.poll(async () => (await cms.requests('photo-gallery')).count).toBeGreaterThan(0);
    await expectFreshPage(request, PATH);
    expect(goodPage(await decoded(request))).toBe(true);
  });
}

test('an empty gallery shows the built-in default images', async ({ request, page: browser }) => {
  await cms.patchContent({ file: 'en/photo-gallery.json', data: [] });
  await revalidate(request, { type: 'gallery', lang: 'en' });
  // The first default shares its title with the first CMS photo: wait for exactly the eight defaults.
  await expectEventually(request, (html) => html.includes(`Open photo: ${TEXTS.firstDefault}`) && (html.match(/aria-label="Open photo: /g) ?? []).length === 8);
  await browser.goto(PATH);
  const thumbs = browser.locator('section[aria-labelledby="exhibition-gallery"] ul[aria-label] img');
  await expect(thumbs).toHaveCount(8);
  // Thumbnails load lazily: bring each into view, then every one must be a real image, not a broken one.
  for (const thumb of await thumbs.all()) await thumb.scrollIntoViewIfNeeded();
  await expect
    .poll(() => thumbs.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
});

test('no authors: "No authors found."', async ({ request }) => {
  await cms.patchContent({ file: 'en/authors.json', data: [] });
  await revalidate(request, { type: 'author', lang: 'en' });
  await expectEventually(request, (html) => html.includes(TEXTS.noAuthors));
});

test('no timeline events: "No timeline events available"', async ({ request }) => {
  await cms.patchContent({ file: 'en/timeline-events.json', data: [] });
  await revalidate(request, { type: 'timeline', lang: 'en' });
  await expectEventually(request, (html) => html.includes(TEXTS.noEvents));
});
