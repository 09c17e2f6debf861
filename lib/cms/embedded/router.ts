import { config } from '@/lib/config';
import {
  AUTHOR_CATEGORIES,
  FAQ_CATEGORIES,
  GALLERY_PAGE_SIZE,
  LOCALES,
  NEWS_CATEGORIES,
  PROGRAM_CATEGORIES,
  SEARCH_PAGE_SIZE,
  TEAM_EXCLUDED_CATEGORY,
} from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { wpTimestamp } from '../wp-date';
import { isPublic } from '@/lib/news/visibility';
import { plainText } from './plain-text';
import type { CmsAnswer, CmsRequest } from '../types';
import { describeMatch, indexDocuments, rankIndexed, type IndexedDocument, type SearchDocument } from './search-index';
import { copy, readContentFile } from './store';
import { incrementViews, storeContactMessage, subscribe, viewCounts } from './writes';

/**
 * The embedded CMS: answers every path of docs/cms-contract.md from content/, exactly as the
 * WordPress backend would (the zod schemas in lib/cms/schemas are the contract). The fixture
 * server (scripts/cms-server.ts) serves the same answers over HTTP.
 */

type Lang = Locale;
type Json = Record<string, unknown>;
type Query = Record<string, string>;

const LANGS = LOCALES;

/** page/{name} → content/{lang}/pages/{file}.json; page/{product}ers is added at request time. */
const PAGE_FILES: Readonly<Record<string, string>> = {
  programs: 'programs', news: 'news', library: 'library', team: 'team', about: 'about', history: 'history',
  contacts: 'contacts', stories: 'stories', faq: 'faq', 'photo-exhibition': 'photo-exhibition', founder: 'founder',
};

// ---------------------------------------------------------------------------------------------
// Answers

function answer(status: number, body: unknown, total: number | null = null, totalPages: number | null = null): CmsAnswer {
  return { status, body: copy(body), total, totalPages };
}

const notFound = (message: string) => answer(404, { code: 'not_found', message, data: { status: 404 } });
const noRoute = () =>
  answer(404, { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } });
const wrongMethod = () =>
  answer(405, { code: 'rest_method_not_allowed', message: 'Method not allowed for this route.', data: { status: 405 } });
const invalidParam = (param: string, message: string) =>
  answer(400, { code: 'rest_invalid_param', message: `Invalid parameter(s): ${param}`, data: { status: 400, params: { [param]: message } } });

// ---------------------------------------------------------------------------------------------
// Helpers

function langOf(query: Query): Lang {
  return query.lang === 'en' ? 'en' : 'uk';
}

function file<T>(relative: string): T | undefined {
  return readContentFile(relative) as T | undefined;
}

function list(relative: string): Json[] {
  const data = file<unknown>(relative);
  return Array.isArray(data) ? (data as Json[]) : [];
}

/** WordPress answers published posts only; items without a status count as published. */
const isPublished = (item: Json) => item.status === undefined || item.status === 'publish';
const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value));
const int = (value: string | undefined, fallback: number): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isInteger(n) ? n : fallback;
};
const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);
const categoriesOf = (item: Json): number[] => (Array.isArray(item.categories) ? item.categories.map(num) : []);
const inAny = (item: Json, ids: readonly number[]) => categoriesOf(item).some((c) => ids.includes(c));

const timeOf = (value: unknown): number => wpTimestamp(typeof value === 'string' ? value : '');
const newestFirst = (a: Json, b: Json) => timeOf(b.date) - timeOf(a.date);

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Collections

function rawNews(lang: Lang): { news: Json[]; translations: unknown } {
  const data = file<{ news?: unknown; translations?: unknown }>(`${lang}/news.json`);
  return { news: Array.isArray(data?.news) ? (data.news as Json[]) : [], translations: data?.translations ?? {} };
}

/** Views in the content plus the views counted by increment-views. */
async function withViews(items: Json[]): Promise<Json[]> {
  const counted = await viewCounts();
  return items.map((item) => {
    const extra = counted[String(item.id)] ?? 0;
    return extra ? { ...item, views: (Number.isFinite(num(item.views)) ? num(item.views) : 0) + extra } : item;
  });
}

/** Published news of a language, newest first. */
async function newsList(lang: Lang): Promise<{ news: Json[]; translations: unknown }> {
  const { news, translations } = rawNews(lang);
  return { news: await withViews(news.filter(isPublished).sort(newestFirst)), translations };
}

function programDetails(lang: Lang): Json[] {
  return list(`${lang}/program-details.json`).filter(isPublished);
}

function dynamicItems(lang: Lang, includeDrafts = false): Json[] {
  const items = list(`${lang}/dynamic-content.json`);
  return includeDrafts ? items : items.filter(isPublished);
}

// ---------------------------------------------------------------------------------------------
// wp/v2/posts

/** A news or dynamic-content item in the shape of the standard posts endpoint. */
function asWpPost(item: Json): Json {
  const image = item.image ?? item.featured_image;
  return {
    id: item.id,
    date: item.date ?? item.modified ?? '',
    slug: item.slug,
    status: item.status ?? 'publish',
    title: { rendered: item.title ?? '' },
    excerpt: { rendered: item.description ?? '' },
    content: { rendered: item.content ?? '' },
    categories: item.categories ?? [],
    ...(typeof image === 'string' && image !== ''
      ? { _embedded: { 'wp:featuredmedia': [{ source_url: image, alt_text: plainText(String(item.title ?? '')) }] } }
      : {}),
  };
}

/** posts.json, then every news and dynamic-content item not already there (by id). */
function allPosts(): Json[] {
  const posts = list('posts.json').filter(isPublished);
  const known = new Set(posts.map((p) => String(p.id)));
  const extra: Json[] = [];
  for (const lang of LANGS) {
    for (const item of [...rawNews(lang).news.filter(isPublished), ...dynamicItems(lang)]) {
      if (known.has(String(item.id))) continue;
      known.add(String(item.id));
      extra.push(asWpPost(item));
    }
  }
  return [...posts, ...extra];
}

/** WordPress adds `_embedded` only when asked with `_embed`. */
function embedded(post: Json, query: Query): Json {
  if ('_embed' in query) return post;
  const rest = { ...post };
  delete rest._embedded;
  return rest;
}

function wpPosts(query: Query): CmsAnswer {
  const perPage = int(query.per_page, 10);
  if (perPage < 1 || perPage > 100) return invalidParam('per_page', 'per_page must be between 1 (inclusive) and 100 (inclusive)');
  const page = int(query.page, 1);
  if (page < 1) return invalidParam('page', 'page must be greater than or equal to 1');
  let posts = allPosts();
  if (query.slug !== undefined) {
    const slugs = query.slug.split(',').map((s) => s.trim());
    posts = posts.filter((p) => slugs.includes(String(p.slug)));
  }
  if (query.categories) {
    const wanted = query.categories.split(',').map(Number).filter(Number.isFinite);
    posts = posts.filter((p) => inAny(p, wanted));
  }
  posts.sort(newestFirst);
  const total = posts.length;
  const totalPages = Math.ceil(total / perPage);
  if (page > Math.max(totalPages, 1)) {
    return answer(400, {
      code: 'rest_post_invalid_page_number',
      message: 'The page number requested is larger than the number of pages available.',
      data: { status: 400 },
    });
  }
  const slice = posts.slice((page - 1) * perPage, page * perPage).map((p) => embedded(p, query));
  return answer(200, slice, total, totalPages);
}

function wpPost(id: string, query: Query): CmsAnswer {
  const post = allPosts().find((p) => String(p.id) === id);
  return post
    ? answer(200, embedded(post, query))
    : answer(404, { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } });
}

// ---------------------------------------------------------------------------------------------
// Lists with parameters

function libraryAnswer(lang: Lang, query: Query): CmsAnswer {
  const data = file<{ resources?: unknown; translations?: unknown }>(`${lang}/library.json`);
  let resources = Array.isArray(data?.resources) ? (data.resources as Json[]) : [];
  if (query.category && query.category !== 'all') {
    const id = Number(query.category);
    resources = resources.filter((r) => categoriesOf(r).includes(id));
  }
  const limit = int(query.limit, -1);
  if (limit > 0) resources = resources.slice(0, limit);
  return answer(200, { resources, translations: data?.translations ?? {} });
}

function testimonialsAnswer(lang: Lang, query: Query): CmsAnswer {
  const limit = int(query.limit ?? query.per_page, -1);
  const items = list(`${lang}/testimonials.json`);
  return answer(200, limit > 0 ? items.slice(0, limit) : items);
}

function galleryAnswer(lang: Lang, query: Query): CmsAnswer {
  const items = list(`${lang}/photo-gallery.json`);
  const perPage = clamp(int(query.per_page, GALLERY_PAGE_SIZE), 1, 100);
  const page = Math.max(int(query.page, 1), 1);
  return answer(200, {
    items: items.slice((page - 1) * perPage, page * perPage),
    pagination: { page, per_page: perPage, total: items.length, has_more: page * perPage < items.length },
  });
}

// ---------------------------------------------------------------------------------------------
// Search

/** The named pages and their routes (path after the language). */
function namedPages(): { file: string; route: string }[] {
  return [
    { file: 'about', route: '/about' },
    { file: 'history', route: '/history' },
    { file: 'founder', route: `/${config.founderSlug}` },
    { file: 'alumni', route: `/${config.alumniSlug}` },
    { file: 'team', route: '/team' },
    { file: 'contacts', route: '/contacts' },
    { file: 'faq', route: '/faq' },
    { file: 'programs', route: '/programs' },
    { file: 'news', route: '/news' },
    { file: 'library', route: '/library' },
    { file: 'stories', route: '/stories' },
    { file: 'photo-exhibition', route: '/photo-exhibition' },
  ];
}

/** Every text of a flat page record (nested lists such as the news page's copy are skipped). */
function pageText(record: Json): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (key === 'hero_title' || key.endsWith('_url') || key.endsWith('_image')) continue;
    if (typeof value === 'string') parts.push(value);
  }
  return plainText(parts.join(' \n '));
}

function searchDocuments(lang: Lang): SearchDocument[] {
  const docs: SearchDocument[] = [];
  const prefix = `/${lang}`;
  for (const item of rawNews(lang).news.filter(isPublished)) {
    if (!isPublic({ categories: categoriesOf(item) })) continue;
    // Author posts redirect from the news article to /authors/{slug} (part 1 §2).
    const route = inAny(item, AUTHOR_CATEGORIES) ? 'authors' : 'news';
    docs.push({
      id: num(item.id),
      type: 'news',
      title: plainText(String(item.title ?? '')),
      body: plainText(`${item.description ?? ''} ${item.content ?? ''}`),
      url: `${prefix}/${route}/${item.slug}`,
      date: String(item.date ?? ''),
    });
  }
  for (const item of programDetails(lang)) {
    docs.push({
      id: num(item.id),
      type: 'program',
      title: plainText(String(item.title ?? '')),
      body: plainText(`${item.description ?? ''} ${item.content ?? ''}`),
      url: `${prefix}/programs/${item.slug}`,
      date: String(item.modified ?? ''),
    });
  }
  for (const item of dynamicItems(lang)) {
    // Items filed under FAQ, programmes or news only redirect to those pages (part 2 §4):
    // they are found through what they mirror.
    if (inAny(item, [...FAQ_CATEGORIES, ...PROGRAM_CATEGORIES, ...NEWS_CATEGORIES])) continue;
    const route = inAny(item, AUTHOR_CATEGORIES) ? `/authors/${item.slug}` : `/${item.slug}`;
    docs.push({
      id: num(item.id),
      type: 'page',
      title: plainText(String(item.title ?? '')),
      body: plainText(String(item.content ?? '')),
      url: `${prefix}${route}`,
      date: String(item.modified ?? ''),
    });
  }
  namedPages().forEach((page, index) => {
    const data = file<Json>(`${lang}/pages/${page.file}.json`);
    // The stories page nests its texts under `page`.
    const record = data && typeof data.page === 'object' && data.page !== null ? (data.page as Json) : data;
    if (!record || typeof record.hero_title !== 'string' || record.hero_title === '') return;
    docs.push({
      id: 900_000 + index,
      type: 'page',
      title: plainText(record.hero_title),
      body: pageText(record),
      url: `${prefix}${page.route}`,
      date: '',
    });
  });
  const excluded = TEAM_EXCLUDED_CATEGORY[lang];
  for (const member of file<{ team?: Json[] }>(`${lang}/team.json`)?.team ?? []) {
    // The team page hides these members (part 2 §5); search does not reveal them either.
    if (!member.position && !member.department && !member.email) continue;
    if (categoriesOf(member).includes(excluded)) continue;
    docs.push({
      id: num(member.id),
      type: 'team',
      title: String(member.name ?? ''),
      body: plainText(`${member.position ?? ''}. ${member.department ?? ''}. ${member.shortDescription ?? ''}`),
      url: `${prefix}/team`,
      date: '',
    });
  }
  return docs;
}

/** The content files the search index is built from: while none changes, the index is reused. */
function searchSources(lang: Lang): unknown[] {
  return [
    file(`${lang}/news.json`),
    file(`${lang}/program-details.json`),
    file(`${lang}/dynamic-content.json`),
    file(`${lang}/team.json`),
    ...namedPages().map((page) => file(`${lang}/pages/${page.file}.json`)),
  ];
}

const searchIndexes = new Map<Lang, { sources: unknown[]; index: IndexedDocument[] }>();

function searchIndex(lang: Lang): IndexedDocument[] {
  const sources = searchSources(lang);
  const cached = searchIndexes.get(lang);
  if (cached && cached.sources.length === sources.length && cached.sources.every((s, i) => s === sources[i])) return cached.index;
  const index = indexDocuments(searchDocuments(lang));
  searchIndexes.set(lang, { sources, index });
  return index;
}

const SEARCH_TYPES = ['news', 'program', 'page', 'team'];

function searchAnswer(lang: Lang, query: Query): CmsAnswer {
  const text = (query.query ?? query.q ?? query.search ?? '').trim();
  const type = SEARCH_TYPES.includes(query.type ?? '') ? query.type : 'all';
  const perPage = clamp(int(query.per_page, SEARCH_PAGE_SIZE), 1, 100);
  const page = Math.max(int(query.page, 1), 1);
  if (text.length < 2) return answer(200, { results: [], total: 0 });
  const ranked = rankIndexed(searchIndex(lang), text).filter((r) => type === 'all' || r.doc.type === type);
  // Excerpts only for the page asked for.
  const results = ranked.slice((page - 1) * perPage, page * perPage).map(({ doc }) => ({
    id: doc.id,
    type: doc.type,
    title: doc.title,
    ...describeMatch(doc, text),
    url: doc.url,
    date: doc.date,
  }));
  return answer(200, { results, total: ranked.length });
}

// ---------------------------------------------------------------------------------------------
// Routes

interface GetRoute {
  /** 'none': the path is exactly the route; 'required': route/{param}; 'optional': both. */
  param: 'none' | 'required' | 'optional';
  handle: (lang: Lang, query: Query, param: string) => CmsAnswer | Promise<CmsAnswer>;
}

const fileAnswer = (relative: string) => {
  const data = file(relative);
  return data === undefined ? notFound('No content') : answer(200, data);
};
const plain = (name: string): GetRoute => ({ param: 'none', handle: (lang) => fileAnswer(`${lang}/${name}.json`) });

const GET_ROUTES: Readonly<Record<string, GetRoute>> = {
  menu: {
    param: 'required',
    handle: (lang, _q, location) => (location === 'primary' ? fileAnswer(`${lang}/menu-primary.json`) : notFound('No such menu')),
  },
  'header-data': plain('header-data'),
  'footer-data': plain('footer-data'),
  'about-data': plain('about-data'),
  'hero-slides': plain('hero-slides'),
  'program-curators': plain('program-curators'),
  team: plain('team'),
  authors: plain('authors'),
  'timeline-events': plain('timeline-events'),
  'news-categories': plain('news-categories'),
  programs: plain('programs'),
  'program-by-slug': {
    param: 'required',
    handle: (lang, _q, slug) => {
      const item = programDetails(lang).find((p) => p.slug === slug);
      return item ? answer(200, item) : notFound('Program not found');
    },
  },
  news: {
    param: 'optional',
    handle: async (lang, query, key) => {
      if (!key) return answer(200, await newsList(lang));
      // Draft preview (the site sends the application password with it) includes drafts.
      const pool = query.preview === '1' ? await withViews(rawNews(lang).news) : (await newsList(lang)).news;
      const item = pool.find((n) => n.slug === key) ?? pool.find((n) => String(n.id) === key);
      return item ? answer(200, item) : notFound('News not found');
    },
  },
  library: { param: 'none', handle: libraryAnswer },
  testimonials: { param: 'none', handle: testimonialsAnswer },
  'photo-gallery': { param: 'none', handle: galleryAnswer },
  'dynamic-content': {
    param: 'required',
    handle: (lang, query, slug) => {
      const item = dynamicItems(lang, query.preview === '1').find((d) => d.slug === slug);
      return item ? answer(200, { content: item, translations: {} }) : notFound('Content not found');
    },
  },
  page: {
    param: 'required',
    handle: (lang, _q, name) => {
      const fileName = name === config.alumniSlug ? 'alumni' : PAGE_FILES[name];
      return fileName ? fileAnswer(`${lang}/pages/${fileName}.json`) : notFound('Page not found');
    },
  },
  seo: {
    param: 'required',
    handle: (_lang, _q, postId) => {
      const record = file<Record<string, unknown>>('seo.json')?.[postId];
      return record ? answer(200, record) : notFound('No SEO record for this post');
    },
  },
  search: { param: 'none', handle: searchAnswer },
};

type PostRoute = (body: Json) => Promise<CmsAnswer>;

/** The published news item with this id (either language); views are counted for these only. */
function publishedNewsItem(postId: number): Json | undefined {
  for (const lang of LANGS) {
    const item = rawNews(lang).news.find((n) => num(n.id) === postId && isPublished(n));
    if (item) return item;
  }
  return undefined;
}

const POST_ROUTES: Readonly<Record<string, PostRoute>> = {
  'increment-views': async (body) => {
    const id = num(body.post_id);
    if (!Number.isInteger(id) || id <= 0) return answer(400, { success: false, code: 'invalid_post_id', message: 'invalid_post_id' });
    const item = publishedNewsItem(id);
    if (!item) return answer(404, { success: false, code: 'not_found', message: 'No published article with this id.', data: { status: 404 } });
    const counted = await incrementViews(id);
    return answer(200, { success: true, views: (Number.isFinite(num(item.views)) ? num(item.views) : 0) + counted });
  },
  'newsletter-subscribe': async (body) => {
    const result = await subscribe(body);
    return answer(result.status, result.body);
  },
  contact: async (body) => {
    const result = await storeContactMessage(body);
    return answer(result.status, result.body);
  },
};

function toQuery(query: CmsRequest['query']): Query {
  const result: Query = {};
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) result[key] = String(value);
  return result;
}

/** Answers one CMS call from content/ (reads) or .data/ (writes). */
export async function handleEmbedded(request: CmsRequest): Promise<CmsAnswer> {
  const query = toQuery(request.query);
  const path = request.path.split('?')[0]?.replace(/^\/+|\/+$/g, '') ?? '';

  const post = /^wp\/v2\/posts(?:\/(.*))?$/.exec(path);
  if (post) {
    const id = post[1];
    if (id !== undefined && !/^\d+$/.test(id)) return noRoute();
    if (request.method !== 'GET') return wrongMethod();
    return id === undefined ? wpPosts(query) : wpPost(id, query);
  }

  const namespace = `${config.cmsNamespace}/`;
  if (!path.startsWith(namespace)) return noRoute();
  const [head = '', ...rest] = path.slice(namespace.length).split('/');
  const param = decodeSegment(rest.join('/'));
  const getRoute = GET_ROUTES[head];
  const postRoute = rest.length === 0 ? POST_ROUTES[head] : undefined;

  if (request.method === 'POST') {
    if (postRoute) return postRoute(request.body && typeof request.body === 'object' ? (request.body as Json) : {});
    return getRoute ? wrongMethod() : noRoute();
  }
  if (!getRoute) return postRoute ? wrongMethod() : noRoute();
  if (param === null) return notFound('Malformed path');
  if (getRoute.param === 'none' && rest.length > 0) return noRoute();
  if (getRoute.param === 'required' && param === '') return noRoute();
  return getRoute.handle(langOf(query), query, param);
}
