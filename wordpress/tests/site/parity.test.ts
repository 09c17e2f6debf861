/**
 * Contract parity: with the same sample content, every GET path of
 * docs/cms-contract/ in both languages, plus slugs, pages and filters, gives the same data from
 * the real WordPress (scripts/wordpress.sh up, plugin + importer) as from the embedded CMS, once
 * both are parsed by the site's zod schemas. Only two things are normalised on WordPress's side:
 * the ids WordPress assigned (mapped back through the importer's id map) and the host of URLs
 * (media under uploads/ lose `{WP_URL}/wp-content/uploads`; other CMS URLs get the sample host).
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ZodType } from 'zod';
import * as s from '@/lib/cms/schemas';
import type { handleEmbedded } from '@/lib/cms/embedded/router';
import type { CmsAnswer } from '@/lib/cms/types';
import { idMap, NAMESPACE, wp, wpIdOf, WP_URL } from './wordpress';

type Lang = 'uk' | 'en';
const LANGS: Lang[] = ['uk', 'en'];
const MEDIA_BASE = `${WP_URL}/wp-content/uploads`;
/** The host the sample content writes for CMS URLs (authors' permalinks). */
const SAMPLE_CMS_ORIGIN = 'https://cms.fulbright.org.ua';

let embedded: typeof handleEmbedded;
beforeAll(async () => {
  // A data folder of its own: views counted by other runs must not show on the embedded side.
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'parity-'));
  embedded = (await import('@/lib/cms/embedded/router')).handleEmbedded;
});

interface Case {
  name: string;
  path: string;
  query?: Record<string, string | number>;
  schema: ZodType;
  /** The WordPress path when it differs (an id in the path). */
  wpPath?: string;
  /** JSON paths whose `id`s are term ids (the contract's category ids: equal on both sides). */
  termIds?: string[];
  /** Compare X-WP-Total and X-WP-TotalPages too. */
  totals?: boolean;
}

/**
 * The line breaks WordPress's wpautop writes after the block elements of HTML it renders (the
 * sample content holds its HTML on one line); a break inside text is kept.
 */
const withoutBlockBreaks = (html: string) => (html.includes('<') ? html.replace(/>\n+/g, '>').replace(/\n+</g, '<').trim() : html);

/** withoutBlockBreaks on every string of an answer. */
const withoutBreaksIn = (value: unknown): unknown =>
  typeof value === 'string'
    ? withoutBlockBreaks(value)
    : Array.isArray(value)
      ? value.map(withoutBreaksIn)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, v]) => [key, withoutBreaksIn(v)]))
        : value;

/** Maps WordPress ids back to content ids and WordPress URLs to the sample's; pure. */
export function normalise(value: unknown, termIds: string[] = [], at = ''): unknown {
  if (typeof value === 'string') return withoutBlockBreaks(value.split(MEDIA_BASE).join('').split(WP_URL).join(SAMPLE_CMS_ORIGIN));
  if (Array.isArray(value)) return value.map((v) => normalise(v, termIds, `${at}[]`));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      const isId = (key === 'id' || key === 'curator_id') && typeof v === 'number';
      const isTerm = termIds.includes(at);
      out[key] = isId && !isTerm ? (idMap[String(v)] ?? v) : normalise(v, termIds, at === '' ? key : `${at}.${key}`);
    }
    return out;
  }
  return value;
}

/**
 * `_embed` of the standard posts endpoint carries WordPress's whole media and term objects
 * (links, sizes, dates of the upload), which the schema passes through and the site never reads:
 * only what the contract names (`source_url`, `alt_text` of `wp:featuredmedia`) is compared.
 */
function contractEmbeds(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((post: { _embedded?: { 'wp:featuredmedia'?: { source_url: unknown; alt_text: unknown }[] } }) => {
    if (!post?._embedded) return post;
    const { _embedded: embeds, ...rest } = post;
    const media = embeds['wp:featuredmedia'];
    return media ? { ...rest, _embedded: { 'wp:featuredmedia': media.map((m) => ({ source_url: m.source_url, alt_text: m.alt_text })) } } : rest;
  });
}

const errorCode = (body: unknown) => (body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined);

async function expectSameAnswer(c: Case): Promise<void> {
  const mine: CmsAnswer = await embedded({ method: 'GET', path: c.path, query: c.query });
  const theirs = await wp(c.wpPath ?? c.path, c.query);
  expect({ status: theirs.status, code: errorCode(theirs.body) }).toEqual({ status: mine.status, code: errorCode(mine.body) });
  if (mine.status !== 200) return;
  const expected = withoutBreaksIn(c.schema.parse(mine.body));
  const parsed = c.schema.safeParse(theirs.body);
  expect(parsed.success ? 'parses' : JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe('parses');
  expect(normalise(c.path.startsWith('wp/v2/posts') ? contractEmbeds(parsed.data) : parsed.data, c.termIds)).toEqual(expected);
  if (c.totals) expect({ total: theirs.total, pages: theirs.totalPages }).toEqual({ total: mine.total, pages: mine.totalPages });
}

const ns = (p: string) => `${NAMESPACE}/${p}`;
const content = (file: string): unknown => JSON.parse(readFileSync(path.join('content', file), 'utf8'));

function casesFor(lang: Lang): Case[] {
  const q = { lang };
  const cases: Case[] = [
    { name: 'menu/primary', path: ns('menu/primary'), query: q, schema: s.menuSchema },
    { name: 'menu/footer (unknown menu)', path: ns('menu/footer'), query: q, schema: s.menuSchema },
    { name: 'header-data', path: ns('header-data'), query: q, schema: s.headerDataSchema },
    { name: 'footer-data', path: ns('footer-data'), query: q, schema: s.footerSchema },
    { name: 'hero-slides', path: ns('hero-slides'), query: q, schema: s.heroSlidesSchema },
    { name: 'about-data', path: ns('about-data'), query: q, schema: s.aboutDataSchema },
    { name: 'programs', path: ns('programs'), query: q, schema: s.programsSchema, termIds: ['[]'] },
    { name: 'program-curators', path: ns('program-curators'), query: q, schema: s.curatorsSchema },
    { name: 'news', path: ns('news'), query: q, schema: s.newsListSchema },
    { name: 'news-categories', path: ns('news-categories'), query: q, schema: s.newsCategoriesSchema, termIds: ['[]'] },
    { name: 'library', path: ns('library'), query: q, schema: s.libraryListSchema },
    { name: 'testimonials', path: ns('testimonials'), query: q, schema: s.testimonialsSchema },
    { name: 'testimonials limit=3', path: ns('testimonials'), query: { ...q, limit: 3 }, schema: s.testimonialsSchema },
    { name: 'team', path: ns('team'), query: q, schema: s.teamSchema },
    { name: 'authors', path: ns('authors'), query: q, schema: s.authorsSchema },
    { name: 'timeline-events', path: ns('timeline-events'), query: q, schema: s.timelineEventsSchema },
    { name: 'photo-gallery', path: ns('photo-gallery'), query: q, schema: s.photoGallerySchema },
    { name: 'photo-gallery page 2', path: ns('photo-gallery'), query: { ...q, page: 2 }, schema: s.photoGallerySchema },
    { name: 'photo-gallery per_page 5 page 3', path: ns('photo-gallery'), query: { ...q, page: 3, per_page: 5 }, schema: s.photoGallerySchema },
    { name: 'photo-gallery past the end', path: ns('photo-gallery'), query: { ...q, page: 9 }, schema: s.photoGallerySchema },
    { name: 'page/unknown', path: ns('page/unknown'), query: q, schema: s.programsPageSchema },
    { name: 'program-by-slug/unknown', path: ns('program-by-slug/no-such-programme'), query: q, schema: s.programDetailSchema },
    { name: 'news/unknown', path: ns('news/no-such-article'), query: q, schema: s.newsItemSchema },
    { name: 'dynamic-content/unknown', path: ns('dynamic-content/no-such-page'), query: q, schema: s.dynamicContentSchema },
    { name: 'dynamic-content (the list of pages)', path: ns('dynamic-content'), query: q, schema: s.dynamicPagesSchema },
  ];

  const pages: [string, ZodType, string[]?][] = [
    ['programs', s.programsPageSchema], ['news', s.newsPageSchema, ['categories[]']], ['library', s.libraryPageSchema, ['categories[]']],
    ['team', s.teamPageSchema], ['about', s.aboutPageSchema], ['history', s.historyPageSchema], ['founder', s.founderPageSchema],
    ['fulbrighters', s.alumniPageSchema], ['contacts', s.contactsPageSchema], ['stories', s.storiesPageSchema],
    ['faq', s.faqPageSchema], ['photo-exhibition', s.photoExhibitionPageSchema],
  ];
  // Lists a page at a time (docs/cms-contract/errors-and-paging.md#lists-a-page-at-a-time): a page, the last page and past it, with the totals.
  const lists: [string, ZodType][] = [
    ['hero-slides', s.heroSlidesSchema], ['program-curators', s.curatorsSchema], ['team', s.teamSchema], ['authors', s.authorsSchema],
    ['timeline-events', s.timelineEventsSchema], ['testimonials', s.testimonialsSchema], ['dynamic-content', s.dynamicPagesSchema],
    ['programs', s.programsSchema], ['news', s.newsListSchema],
  ];
  for (const [name, schema] of lists) {
    for (const query of [{ page: 1, per_page: 100 }, { page: 2, per_page: 3 }, { page: 40, per_page: 3 }]) {
      if (name === 'news' && query.per_page !== 100) continue;
      cases.push({ name: `${name} ${JSON.stringify(query)}`, path: ns(name), query: { ...q, ...query }, schema, totals: true, termIds: name === 'programs' ? ['[]'] : undefined });
    }
  }
  for (const [name, schema, termIds] of pages) cases.push({ name: `page/${name}`, path: ns(`page/${name}`), query: q, schema, termIds });

  const library = content(`${lang}/library.json`) as { resources: { categories: number[] }[] };
  for (const category of [...new Set(library.resources.flatMap((r) => r.categories))]) {
    cases.push({ name: `library category=${category}`, path: ns('library'), query: { ...q, category }, schema: s.libraryListSchema });
  }
  cases.push({ name: 'library limit=4', path: ns('library'), query: { ...q, limit: 4 }, schema: s.libraryListSchema });
  cases.push({ name: 'library category=all limit=0', path: ns('library'), query: { ...q, category: 'all', limit: 0 }, schema: s.libraryListSchema });

  for (const p of content(`${lang}/program-details.json`) as { slug: string }[]) {
    cases.push({ name: `program-by-slug/${p.slug}`, path: ns(`program-by-slug/${p.slug}`), query: q, schema: s.programDetailSchema });
  }
  const news = (content(`${lang}/news.json`) as { news: { id: number; slug: string; status?: string }[] }).news;
  for (const n of news) cases.push({ name: `news/${n.slug}${n.status === 'draft' ? ' (draft)' : ''}`, path: ns(`news/${n.slug}`), query: q, schema: s.newsItemSchema });
  for (const n of news.filter((_, i) => i % 9 === 1)) {
    cases.push({ name: `news/{id} ${n.id}`, path: ns(`news/${n.id}`), wpPath: ns(`news/${wpIdOf(n.id)}`), query: q, schema: s.newsItemSchema });
  }
  for (const d of content(`${lang}/dynamic-content.json`) as { slug: string; status?: string }[]) {
    cases.push({ name: `dynamic-content/${d.slug}${d.status === 'draft' ? ' (draft)' : ''}`, path: ns(`dynamic-content/${d.slug}`), query: q, schema: s.dynamicContentSchema });
  }

  // Old addresses of renamed items: current, draft, another item's slug now, in both encodings.
  const moved = (content('moved.json') as Record<Lang, Record<string, Record<string, unknown>>>)[lang];
  for (const [kind, olds] of Object.entries(moved)) {
    for (const old of Object.keys(olds)) {
      cases.push({ name: `moved/${kind}/${old}`, path: ns(`moved/${kind}/${encodeURIComponent(old)}`), query: q, schema: s.movedItemSchema });
    }
  }
  cases.push({ name: 'moved/news/unknown', path: ns('moved/news/no-such-address'), query: q, schema: s.movedItemSchema });
  cases.push({ name: 'moved/page (a programme’s old slug)', path: ns(`moved/page/${encodeURIComponent(Object.keys(moved.program ?? {})[0] ?? '')}`), query: q, schema: s.movedItemSchema });

  // The paged reads (page, per_page, filters, fields) with their totals.
  const cards = { fields: 'id,title,slug,date,image,excerpt', categories_exclude: '260,262' };
  const someCategory = lang === 'uk' ? 5 : 72;
  const paged: [string, Record<string, string | number>][] = [
    ['news page 1 of cards', { ...cards, page: 1, per_page: 6 }],
    ['news page 3 of cards', { ...cards, page: 3, per_page: 6 }],
    ['news cards of a category', { ...cards, categories: someCategory, page: 1, per_page: 6 }],
    ['news cards searched', { ...cards, search: lang === 'uk' ? 'ФУЛБРАЙТ' : 'fulbright', page: 1, per_page: 6 }],
    ['news cards without author posts', { ...cards, categories_exclude: '260,262,274,276', page: 1, per_page: 6 }],
    ['news past the last page', { ...cards, page: 40, per_page: 6 }],
    ['news page 2 of full items', { page: 2, per_page: 5 }],
    ['news sitemap links', { fields: 'slug,date,modified,alternate_slug', categories_exclude: '260,262,274,276', page: 1, per_page: 100 }],
  ];
  for (const [name, query] of paged) {
    cases.push({ name, path: ns('news'), query: { ...q, ...query }, schema: query.fields?.toString().startsWith('slug') ? s.newsLinksSchema : s.newsEntriesSchema, totals: true });
  }
  for (const [name, query] of [['per_page 0', { page: 1, per_page: 0 }], ['per_page 101', { per_page: 101 }], ['page 0', { page: 0, per_page: 6 }], ['categories x', { page: 1, categories: 'x' }]] as const) {
    cases.push({ name: `news refuses ${name}`, path: ns('news'), query: { ...q, ...query }, schema: s.newsEntriesSchema });
  }
  const libraryCategory = lang === 'uk' ? 140 : 650;
  for (const [name, query] of [
    ['library page 1', { page: 1, per_page: 10 }],
    ['library page 3', { page: 3, per_page: 10 }],
    ['library page past the end', { page: 9, per_page: 10 }],
    ['library searched', { page: 1, per_page: 10, search: lang === 'uk' ? 'ЗВІТ' : 'REPORT' }],
    ['library category page 1', { page: 1, per_page: 3, category: libraryCategory }],
  ] as const) {
    cases.push({ name, path: ns('library'), query: { ...q, ...query }, schema: s.libraryListSchema, totals: true });
  }

  const queries: Record<Lang, [string, Record<string, string | number>?][]> = {
    uk: [['програма'], ['Фулбрайт'], ['магістрантів'], ['Київ', { page: 2, per_page: 3 }], ['науковців', { type: 'program' }],
      ['стипендія', { type: 'news' }], ['координатор', { type: 'team' }], ['історія', { type: 'page' }], ['віза'], ['ї'],
      ['yizhak-nothing'], ['випускники конференція'], ['фулбрайтівців'], ["пам'ять"],
      // Issue 39: forms that occur in few items or none find the items of every other form.
      ['програмою', { per_page: 20 }], ['стипендії'], ['конкурсу', { type: 'news' }], ['прoграми', { page: 2 }], ['стипендіями конкурсу'],
      // A form that starts a longer word (програм, програміст), a part still being typed, and the
      // forms the stemmer joins through к/ц and short stems (заявці, років).
      ['програм', { per_page: 100 }], ['прогр', { per_page: 100 }], ['заявці'], ['років', { per_page: 20 }]],
    en: [['scholar'], ['program'], ['Fulbright Ukraine'], ['visa'], ['Kyiv', { page: 2, per_page: 4 }], ['manager', { type: 'team' }],
      ['grant', { type: 'program' }], ['history', { type: 'page' }], ['alumni', { type: 'news' }], ['x'], ['nothing-matches-this'],
      ['exchange', { type: 'other' }], ['café'], ['students’'],
      ['scholarships'], ['grantees', { per_page: 20 }], ['studies', { type: 'news' }], ['fulbrighters'], ['fulbr', { per_page: 50 }]],
  };
  for (const [query, extra] of queries[lang]) {
    cases.push({ name: `search “${query}” ${JSON.stringify(extra ?? {})}`, path: ns('search'), query: { ...q, query, ...extra }, schema: s.searchResponseSchema });
  }
  return cases;
}

function sharedCases(): Case[] {
  const cases: Case[] = [];
  for (const [category, pages] of [[258, 3], [256, 3]] as const) {
    for (let page = 1; page <= pages; page++) {
      cases.push({
        name: `wp/v2/posts categories=${category} page ${page}`, path: 'wp/v2/posts',
        query: { categories: category, page, per_page: 6, _embed: 1 }, schema: s.wpPostsSchema, totals: true,
      });
    }
  }
  cases.push({ name: 'wp/v2/posts categories=70,274 per_page=100', path: 'wp/v2/posts', query: { categories: '70,274', per_page: 100 }, schema: s.wpPostsSchema, totals: true });
  cases.push({ name: 'wp/v2/posts page past the last', path: 'wp/v2/posts', query: { categories: 258, page: 40, per_page: 6 }, schema: s.wpPostsSchema });
  for (const slug of ['fulbright-program-80-years', 'oleksandra-petrenko', 'university-partnerships', 'graduate-student-program', 'j-1-visa-questions', 'team-2026-11-12', 'no-such-slug']) {
    cases.push({ name: `wp/v2/posts slug=${slug}`, path: 'wp/v2/posts', query: { slug, _embed: 1 }, schema: s.wpPostsSchema, totals: true });
  }
  for (const id of [6109, 4109, 9101]) {
    cases.push({ name: `wp/v2/posts/${id}`, path: `wp/v2/posts/${id}`, wpPath: `wp/v2/posts/${wpIdOf(id)}`, schema: s.wpPostSchema.pick({ categories: true }) });
  }
  const seo = content('seo.json') as Record<string, unknown>;
  for (const id of Object.keys(seo)) {
    cases.push({ name: `seo/${id}`, path: ns(`seo/${id}`), wpPath: ns(`seo/${wpIdOf(Number(id))}`), schema: s.seoRecordSchema });
  }
  cases.push({ name: 'seo of a post without a record', path: ns('seo/4110'), wpPath: ns(`seo/${wpIdOf(4110)}`), schema: s.seoRecordSchema });
  return cases;
}

/** Every page of `old-addresses` from one side, each entry parsed by the site's schema. */
async function wholeMap(read: (page: number) => Promise<CmsAnswer>): Promise<s.OldAddressEntry[]> {
  const entries: s.OldAddressEntry[] = [];
  for (let page = 1; page <= 100; page++) {
    const answer = await read(page);
    expect(answer.status).toBe(200);
    entries.push(...s.oldAddressesSchema.parse(answer.body).addresses);
    if (page >= (answer.totalPages ?? 1)) break;
  }
  return entries;
}

/** An entry with WordPress's ids (`/?p=ID`) mapped back to content ids, its lists sorted. */
const comparableEntry = (entry: s.OldAddressEntry) =>
  JSON.stringify({
    from: entry.from.map((address) => address.replace(/^\/\?p=(\d+)$/, (_m, id: string) => `/?p=${idMap[id] ?? id}`)).sort(),
    old: [...entry.old].sort(),
    to: entry.to,
  });

describe('contract parity: the old-address map (docs/cms-contract/old-addresses.md)', () => {
  // "Every address WordPress answered before the office moved its domain … a map from old to new".
  it('holds the same items, addresses and targets on both sides, read a page at a time', async () => {
    const query = (page: number) => ({ page, per_page: 50 });
    const mine = await wholeMap((page) => embedded({ method: 'GET', path: ns('old-addresses'), query: query(page) }));
    const theirs = await wholeMap((page) => wp(ns('old-addresses'), query(page)));
    // The sample's media library exists on WordPress only (the embedded CMS's files are the site's
    // own): each attachment leads to its file there, and is compared apart.
    const files = theirs.filter((entry) => entry.to.startsWith(MEDIA_BASE));
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) expect(file.from.some((address) => /^\/\?p=\d+$/.test(address))).toBe(true);
    const items = theirs.filter((entry) => !files.includes(entry));
    expect(items.map(comparableEntry).sort()).toEqual(mine.map(comparableEntry).sort());
    expect(mine.length).toBeGreaterThan(100);
  });

  it('answers a page past the last with an empty list and the same totals', async () => {
    const mine = await embedded({ method: 'GET', path: ns('old-addresses'), query: { page: 400, per_page: 100 } });
    const theirs = await wp(ns('old-addresses'), { page: 400, per_page: 100 });
    expect({ status: theirs.status, body: theirs.body }).toEqual({ status: 200, body: { addresses: [] } });
    expect({ status: mine.status, body: mine.body }).toEqual({ status: 200, body: { addresses: [] } });
  });
});

describe('contract parity: WordPress answers what the embedded CMS answers', () => {
  for (const lang of LANGS) {
    describe(`lang=${lang}`, () => {
      it.each(casesFor(lang).map((c) => [c.name, c] as const))('%s', async (_name, c) => expectSameAnswer(c));
    });
  }
  describe('standard posts endpoint and SEO records', () => {
    it.each(sharedCases().map((c) => [c.name, c] as const))('%s', async (_name, c) => expectSameAnswer(c));
  });
  it('maps every WordPress id it normalises to a content id', () => {
    expect(Object.keys(idMap).length).toBeGreaterThan(400);
  });
});
