import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { controlCall, startFixtureCms } from '@/test/support/fixture-cms/process';

/**
 * Every getter against the fixture CMS over the real HTTP transport: the same data as the
 * embedded default, and the spec's fallback policy under each injected fault
 * (part 1 §1: "Most content getters, on failure, log the error and return an empty fallback …
 * The exceptions, which rethrow, are: single news item, dynamic content, FAQ page and photo exhibition.").
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
  /** undefined: the getter rethrows. */
  fallback?: (g: Getters) => unknown;
}

const CASES: Case[] = [
  { name: 'getMenu', match: 'menu/primary', call: (g) => g.getMenu('uk'), fallback: () => [] },
  { name: 'getHeaderData', match: 'header-data', call: (g) => g.getHeaderData('en'), fallback: (g) => g.FALLBACK_HEADER },
  { name: 'getFooterData', match: 'footer-data', call: (g) => g.getFooterData('uk'), fallback: (g) => g.EMPTY_FOOTER },
  { name: 'getPrograms', match: 'v1/programs', call: (g) => g.getPrograms('uk'), fallback: () => [] },
  { name: 'getProgramsPage', match: 'page/programs', call: (g) => g.getProgramsPage('en'), fallback: () => null },
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
  { name: 'getNewsPage', match: 'page/news', call: (g) => g.getNewsPage('uk'), fallback: () => null },
  { name: 'getHeroSlides', match: 'hero-slides', call: (g) => g.getHeroSlides('uk'), fallback: () => [] },
  { name: 'getAboutData', match: 'about-data', call: (g) => g.getAboutData('en'), fallback: () => null },
  { name: 'getTestimonials', match: 'testimonials', call: (g) => g.getTestimonials('uk', 3), fallback: () => [] },
  { name: 'getLibrary', match: 'v1/library', call: (g) => g.getLibrary('uk', { limit: 4 }), fallback: (g) => g.EMPTY_LIBRARY },
  { name: 'getLibraryPage', match: 'page/library', call: (g) => g.getLibraryPage('en'), fallback: () => null },
  { name: 'getTeam', match: 'v1/team', call: (g) => g.getTeam('uk'), fallback: () => [] },
  { name: 'getTeamGallery', match: 'wp/v2/posts', call: (g) => g.getTeamGallery('uk', 1), fallback: () => ({ items: [], hasMore: false }) },
  { name: 'getTeamPage', match: 'page/team', call: (g) => g.getTeamPage('uk'), fallback: () => null },
  { name: 'getAboutPage', match: 'page/about', call: (g) => g.getAboutPage('en'), fallback: () => null },
  { name: 'getHistoryPage', match: 'page/history', call: (g) => g.getHistoryPage('uk'), fallback: () => null },
  { name: 'getContactsPage', match: 'page/contacts', call: (g) => g.getContactsPage('uk'), fallback: () => null },
  { name: 'getStoriesPage', match: 'page/stories', call: (g) => g.getStoriesPage('en'), fallback: () => null },
  { name: 'getFounderPage', match: 'page/founder', call: (g) => g.getFounderPage('uk'), fallback: () => null },
  { name: 'getAlumniPage', match: 'page/fulbrighters', call: (g) => g.getAlumniPage('en'), fallback: () => null },
  { name: 'getTimelineEvents', match: 'timeline-events', call: (g) => g.getTimelineEvents('uk'), fallback: () => [] },
  { name: 'getFaqPage', match: 'page/faq', call: (g) => g.getFaqPage('uk') },
  { name: 'getPhotoExhibitionPage', match: 'page/photo-exhibition', call: (g) => g.getPhotoExhibitionPage('en') },
  { name: 'getAuthors', match: 'v1/authors', call: (g) => g.getAuthors('uk') },
  { name: 'getPhotoGallery', match: 'photo-gallery', call: (g) => g.getPhotoGallery('uk') },
];

/** What no getter returns: compared against data where a getter has no fallback. */
const NO_DATA = Symbol('no data');

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
    expect(overHttp).not.toEqual(c.fallback ? c.fallback(http) : NO_DATA);
  });

  it('single items too: news item, programme, dynamic content, post categories, SEO record', async () => {
    const news = await http.getNews('en');
    const first = news.news[0];
    expect(first).toBeDefined();
    if (!first) return;
    expect(await http.getNewsItem(first.slug, 'en')).toEqual(await embedded.getNewsItem(first.slug, 'en'));
    const groups = await http.getPrograms('uk');
    const program = groups.flatMap((g) => g.programs)[0];
    expect(program).toBeDefined();
    if (!program) return;
    const detail = await http.findProgram(program.slug, 'uk');
    expect(detail?.slug).toBe(program.slug);
    expect(detail).toEqual(await embedded.findProgram(program.slug, 'uk'));
    expect(await http.getNewsItem('no-such-article', 'en')).toBeNull();
    expect(await http.findProgram('no-such-programme', 'uk')).toBeNull();
    expect(await http.getDynamicContent('no-such-page', 'uk')).toBeNull();
  });
});

describe('an empty hero or programme list counts as a failure', () => {
  afterEach(async () => {
    await controlCall(server.control, 'DELETE', 'content');
  });

  it.each([
    ['getHeroSlides', 'uk/hero-slides.json', (g: Getters) => g.getHeroSlides('uk')],
    ['getPrograms', 'uk/programs.json', (g: Getters) => g.getPrograms('uk')],
  ] as const)('%s logs the empty answer as a failure, so the data cache keeps its last good entry', async (name, file, call) => {
    await controlCall(server.control, 'POST', 'content', { file, data: [] });
    expect(await call(http)).toEqual([]);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(`[cms] ${name} failed`));
  });
});

describe.each(FAULTS)('under the fault %s', (fault) => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s falls back or rethrows as the spec says', async (_name, c) => {
    await controlCall(server.control, 'POST', 'faults', { match: c.match, fault });
    const outcome = await c.call(http).then(
      (value) => ({ value }),
      (error: unknown) => ({ rethrown: error instanceof Error && /CMS /.test(error.message) }),
    );
    expect(outcome).toEqual(c.fallback ? { value: c.fallback(http) } : { rethrown: true });
  });

  it('the single news item and dynamic content rethrow; SEO and post categories are ignored', async () => {
    await controlCall(server.control, 'POST', 'faults', { match: 'v1/news/', fault });
    await expect(http.getNewsItem('anything', 'uk')).rejects.toThrow(/CMS /);
    await controlCall(server.control, 'POST', 'faults', { match: 'dynamic-content', fault });
    await expect(http.getDynamicContent('anything', 'uk')).rejects.toThrow(/CMS /);
    await controlCall(server.control, 'POST', 'faults', { match: 'seo/', fault });
    expect(await http.getSeoRecord(1)).toBeNull();
    await controlCall(server.control, 'POST', 'faults', { match: 'wp/v2/posts', fault });
    expect(await http.getPostCategories('anything')).toBeNull();
  });
});
