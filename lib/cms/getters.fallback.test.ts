import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { controlCall, startFixtureCms } from '@/test/support/fixture-cms/process';

/**
 * Every getter against the fixture CMS over the real HTTP transport: the same data as the
 * embedded default, and the one outage policy (lib/cms/fallback.ts) under each injected fault:
 * no getter throws; a `get…` getter gives its empty fallback (part 1 §1: "Most content getters, on
 * failure, log the error and return an empty fallback"), a `find…` getter answers `unavailable`
 * (the spec's "rethrow" exceptions: the single news item, dynamic content, a page's own record,
 * which the page tells from "not found"). The FAQ page and the photo exhibition are `get…`
 * getters whose fallbacks the spec names (built-in texts, default images, no authors).
 */

let server: Awaited<ReturnType<typeof startFixtureCms>>;

type Getters = typeof import('@/test/support/cms-getters');
let http: Getters;
let embedded: Getters;

async function loadGetters(env: Record<string, string | undefined>): Promise<Getters> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  let mod: Getters | undefined;
  await jest.isolateModulesAsync(async () => {
    mod = await import('@/test/support/cms-getters');
  });
  process.env = saved;
  if (!mod) throw new Error('getters did not load');
  return mod;
}

const FAULTS = ['500', '429', 'hang', 'malformed', 'wrong-shape'] as const;

interface Case {
  name: string;
  match: string;
  call: (g: Getters) => Promise<unknown>;
  /** What the getter gives when the CMS fails. */
  fallback: (g: Getters) => unknown;
}

const unavailable = () => ({ kind: 'unavailable' });

const CASES: Case[] = [
  { name: 'getMenu', match: 'menu/primary', call: (g) => g.getMenu('uk'), fallback: () => [] },
  { name: 'getHeaderData', match: 'header-data', call: (g) => g.getHeaderData('en'), fallback: (g) => g.FALLBACK_HEADER },
  { name: 'getFooterData', match: 'footer-data', call: (g) => g.getFooterData('uk'), fallback: (g) => g.EMPTY_FOOTER },
  { name: 'getPrograms', match: 'v1/programs', call: (g) => g.getPrograms('uk'), fallback: () => [] },
  { name: 'findPrograms', match: 'v1/programs', call: (g) => g.findPrograms('en'), fallback: unavailable },
  { name: 'findProgramsPage', match: 'page/programs', call: (g) => g.findProgramsPage('en'), fallback: unavailable },
  { name: 'getProgramCurators', match: 'program-curators', call: (g) => g.getProgramCurators('uk'), fallback: () => [] },
  { name: 'getNews', match: 'v1/news', call: (g) => g.getNews('uk'), fallback: (g) => g.EMPTY_NEWS },
  {
    name: 'getNewsCards',
    match: 'v1/news',
    call: (g) => g.getNewsCards('en', { page: 2, perPage: 6, category: null, search: '', exclude: [260, 262] }),
    fallback: () => ({ items: [], page: 2, total: 0, totalPages: 0, translations: {} }),
  },
  { name: 'getNewsLinks', match: 'v1/news', call: (g) => g.getNewsLinks('uk', 1), fallback: () => ({ links: [], total: 0, totalPages: 0 }) },
  {
    name: 'getLibraryRows',
    match: 'v1/library',
    call: (g) => g.getLibraryRows('en', { page: 1, perPage: 10, category: null, search: '' }),
    fallback: () => ({ resources: [], total: 0, totalPages: 0 }),
  },
  { name: 'getNewsCategories', match: 'news-categories', call: (g) => g.getNewsCategories('en'), fallback: () => [] },
  { name: 'findNewsPage', match: 'page/news', call: (g) => g.findNewsPage('uk'), fallback: unavailable },
  { name: 'findHeroSlides', match: 'hero-slides', call: (g) => g.findHeroSlides('uk'), fallback: unavailable },
  { name: 'getAboutData', match: 'about-data', call: (g) => g.getAboutData('en'), fallback: () => null },
  { name: 'getTestimonials', match: 'testimonials', call: (g) => g.getTestimonials('uk', 3), fallback: () => [] },
  { name: 'getLibrary', match: 'v1/library', call: (g) => g.getLibrary('uk', { limit: 4 }), fallback: (g) => g.EMPTY_LIBRARY },
  { name: 'findLibraryPage', match: 'page/library', call: (g) => g.findLibraryPage('en'), fallback: unavailable },
  { name: 'getTeam', match: 'v1/team', call: (g) => g.getTeam('uk'), fallback: () => [] },
  { name: 'getTeamGallery', match: 'wp/v2/posts', call: (g) => g.getTeamGallery('uk', 1), fallback: () => ({ items: [], hasMore: false }) },
  { name: 'findTeamPage', match: 'page/team', call: (g) => g.findTeamPage('uk'), fallback: unavailable },
  { name: 'findAboutPage', match: 'page/about', call: (g) => g.findAboutPage('en'), fallback: unavailable },
  { name: 'findHistoryPage', match: 'page/history', call: (g) => g.findHistoryPage('uk'), fallback: unavailable },
  { name: 'findContactsPage', match: 'page/contacts', call: (g) => g.findContactsPage('uk'), fallback: unavailable },
  { name: 'findStoriesPage', match: 'page/stories', call: (g) => g.findStoriesPage('en'), fallback: unavailable },
  { name: 'findFounderPage', match: 'page/founder', call: (g) => g.findFounderPage('uk'), fallback: unavailable },
  { name: 'findAlumniPage', match: 'page/fulbrighters', call: (g) => g.findAlumniPage('en'), fallback: unavailable },
  { name: 'getTimelineEvents', match: 'timeline-events', call: (g) => g.getTimelineEvents('uk'), fallback: () => [] },
  { name: 'getFaqPage', match: 'page/faq', call: (g) => g.getFaqPage('uk'), fallback: () => null },
  { name: 'getPhotoExhibitionPage', match: 'page/photo-exhibition', call: (g) => g.getPhotoExhibitionPage('en'), fallback: () => null },
  { name: 'getAuthors', match: 'v1/authors', call: (g) => g.getAuthors('uk'), fallback: () => [] },
  { name: 'getPhotoGallery', match: 'photo-gallery', call: (g) => g.getPhotoGallery('uk'), fallback: () => [] },
];

beforeAll(async () => {
  server = await startFixtureCms();
  http = await loadGetters({ CMS_API_URL: server.url, CMS_TIMEOUT_MS: '1500' });
  embedded = await loadGetters({ CMS_API_URL: undefined });
  // One call first, outside the comparisons: on a busy machine the cold first answer of the
  // fixture server can outlast the short timeout that keeps the 'hang' cases quick.
  await Promise.all(CASES.map((c) => c.call(http).catch(() => undefined)));
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

beforeEach(async () => {
  await controlCall(server.control, 'DELETE', 'faults');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the fixture CMS over HTTP gives the same data as the embedded default', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    // One after the other: the embedded side's first file reads must not starve the HTTP call's timeout.
    const fromEmbedded = await c.call(embedded);
    const overHttp = await c.call(http);
    expect(overHttp).toEqual(fromEmbedded);
    // Real data, not two fallbacks that happen to be equal.
    expect(overHttp).not.toEqual(c.fallback(http));
  });

  it('single items too: news item, programme, dynamic content; an unknown slug is not found', async () => {
    const news = await http.getNews('en');
    const first = news.news[0];
    expect(first).toBeDefined();
    if (!first) return;
    expect(await http.findNewsItem(first.slug, 'en')).toEqual(await embedded.findNewsItem(first.slug, 'en'));
    const groups = await http.getPrograms('uk');
    const program = groups.flatMap((g) => g.programs)[0];
    expect(program).toBeDefined();
    if (!program) return;
    const detail = await http.findProgram(program.slug, 'uk');
    expect(detail).toMatchObject({ kind: 'found', value: { slug: program.slug } });
    expect(detail).toEqual(await embedded.findProgram(program.slug, 'uk'));
    expect(await http.findNewsItem('no-such-article', 'en')).toEqual({ kind: 'not-found' });
    expect(await http.findProgram('no-such-programme', 'uk')).toEqual({ kind: 'not-found' });
    expect(await http.findDynamicContent('no-such-page', 'uk')).toEqual({ kind: 'not-found' });
  });
});

describe('an empty hero or programme list counts as a failure', () => {
  afterEach(async () => {
    await controlCall(server.control, 'DELETE', 'content');
  });

  it.each([
    ['findHeroSlides', 'uk/hero-slides.json', (g: Getters) => g.findHeroSlides('uk'), { kind: 'unavailable' }],
    ['findPrograms', 'uk/programs.json', (g: Getters) => g.findPrograms('uk'), { kind: 'unavailable' }],
    ['getPrograms', 'uk/programs.json', (g: Getters) => g.getPrograms('uk'), []],
  ] as const)('%s logs the empty answer as a failure, so the data cache keeps its last good entry', async (name, file, call, fallback) => {
    await controlCall(server.control, 'POST', 'content', { file, data: [] });
    expect(await call(http)).toEqual(fallback);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(`[cms] ${name} failed`));
  });
});

describe.each(FAULTS)('under the fault %s', (fault) => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s gives its fallback, logged, and never throws', async (name, c) => {
    await controlCall(server.control, 'POST', 'faults', { match: c.match, fault });
    await expect(c.call(http)).resolves.toEqual(c.fallback(http));
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(`[cms] ${name} failed`));
  });

  it('the single news item, a programme and dynamic content are unavailable; SEO and post categories are ignored', async () => {
    await controlCall(server.control, 'POST', 'faults', { match: 'v1/news/', fault });
    expect(await http.findNewsItem('anything', 'uk')).toEqual({ kind: 'unavailable' });
    await controlCall(server.control, 'POST', 'faults', { match: 'program-by-slug/', fault });
    expect(await http.findProgram('anything', 'uk')).toEqual({ kind: 'unavailable' });
    await controlCall(server.control, 'POST', 'faults', { match: 'dynamic-content', fault });
    expect(await http.findDynamicContent('anything', 'uk')).toEqual({ kind: 'unavailable' });
    await controlCall(server.control, 'POST', 'faults', { match: 'seo/', fault });
    expect(await http.getSeoRecord(1)).toBeNull();
    await controlCall(server.control, 'POST', 'faults', { match: 'wp/v2/posts', fault });
    expect(await http.getPostCategories('anything')).toBeNull();
  });
});
