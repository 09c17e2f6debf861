import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { cachedGetter as CachedGetter } from '@/lib/cache/cached-getter';
import { LOCALES } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { REVALIDATE_TYPES, tagsFor, type RevalidatePayload } from './tags-for';

/**
 * Every tag the revalidation webhook can emit is attached to some getter's data: a tag that no
 * getter carries refreshes nothing. Each getter is called here (on the embedded content) with the
 * same slugs, ids and page names the payloads name, and the tags it attaches are recorded.
 */
const mockDefined: string[] = [];
const mockAttached = new Set<string>();
const mockCalled = new Set<string>();
jest.mock('@/lib/cache/cached-getter', () => {
  const actual = jest.requireActual<{ cachedGetter: typeof CachedGetter }>('@/lib/cache/cached-getter');
  return {
    cachedGetter: (...args: Parameters<typeof CachedGetter>) => {
      mockDefined.push(args[0]);
      return actual.cachedGetter(...args);
    },
  };
});
// What reaches Next's data cache: each entry's key (the getter's name first) and its tags.
jest.mock('next/cache', () => ({
  ...jest.requireActual<object>('next/cache'),
  unstable_cache: <R>(fn: () => Promise<R>, keyParts: string[], options: { tags: string[] }) => {
    mockCalled.add(keyParts[0] ?? '');
    options.tags.forEach((tag) => mockAttached.add(tag));
    return fn;
  },
}));

const SLUGS = ['sample-slug', 'old-sample-slug'];
const POST_ID = 7;
/** The page records the CMS holds (the sample content's), each a possible `name` of a 'page' payload. */
const PAGE_NAMES = readdirSync(path.join(process.cwd(), 'content', 'uk', 'pages')).map((file) => file.replace(/\.json$/, ''));

type Getters = typeof import('@/test/support/cms-getters');

/** Every getter, with the arguments a page calls it with. */
function calls(g: Getters, lang: Locale): Promise<unknown>[] {
  return [
    g.getMenu(lang), g.getHeaderData(lang), g.getFooterData(lang),
    g.getPrograms(lang), g.findPrograms(lang), g.findProgramsPage(lang), g.getProgramCurators(lang),
    ...SLUGS.flatMap((slug) => [g.findProgram(slug, lang), g.findNewsItem(slug, lang), g.findDynamicContent(slug, lang), g.getPostCategories(slug)]),
    g.getNews(lang), g.getNewsCards(lang, { page: 1, perPage: 6, category: null, search: '', exclude: [] }), g.getNewsLinks(lang, 1), g.getNewsCategories(lang), g.findNewsPage(lang), g.findPublishedArticle(POST_ID),
    g.findHeroSlides(lang), g.getAboutData(lang), g.getTestimonials(lang, 3),
    g.getLibrary(lang, { limit: 4 }), g.getLibraryRows(lang, { page: 1, perPage: 10, category: null, search: '' }), g.findLibraryPage(lang),
    g.getTeam(lang), g.getTeamGallery(lang, 1),
    g.findTeamPage(lang), g.findAboutPage(lang), g.findHistoryPage(lang), g.findContactsPage(lang), g.findStoriesPage(lang),
    g.findFounderPage(lang), g.findAlumniPage(lang), g.getFaqPage(lang), g.getPhotoExhibitionPage(lang),
    g.getTimelineEvents(lang), g.getAuthors(lang), g.getPhotoGallery(lang),
    g.getDynamicPages(lang), g.getSeoRecord(POST_ID),
    g.findSearchResults({ query: 'fulbright', type: 'all', lang, page: 1, perPage: 10 }),
  ];
}

beforeAll(async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const getters: Getters = await import('@/test/support/cms-getters');
  // A getter may throw (a slug that is not there): its tags were attached before it loaded.
  await Promise.allSettled(LOCALES.flatMap((lang) => calls(getters, lang)));
});

describe('cache tags', () => {
  it('every cached getter was called above (a new getter must be added to this test)', () => {
    expect([...new Set(mockDefined)].filter((name) => !mockCalled.has(name))).toEqual([]);
  });

  it('every tag a revalidation can emit is attached by some getter', () => {
    const payloads: RevalidatePayload[] = REVALIDATE_TYPES.flatMap((type) =>
      [undefined, ...LOCALES].flatMap((lang) =>
        (type === 'page' ? PAGE_NAMES : [undefined]).map((name) => ({
          type, action: 'update' as const, mode: 'stale' as const, slug: SLUGS[0], old_slug: SLUGS[1], id: POST_ID, lang, name,
        })),
      ),
    );
    const unattached = payloads.flatMap((payload) => tagsFor(payload).filter((tag) => !mockAttached.has(tag)).map((tag) => `${payload.type}${payload.name ? `/${payload.name}` : ''}: ${tag}`));
    expect([...new Set(unattached)]).toEqual([]);
  });
});
