import { config } from '@/lib/config';
import { HIDDEN_NEWS_CATEGORIES, SEARCH_PAGE_SIZE } from '@/lib/constants';
import { htmlToText } from '@/lib/html/sanitize';
import type { CmsAnswer, CmsRequest } from '../types';
import { incrementViews, subscribe, storeContactMessage, viewCounts } from './writes';
import { rankDocuments, type SearchDocument } from './search-index';
import { copy, readContentFile } from './store';

/**
 * The embedded CMS: answers every path of docs/cms-contract.md from content/, exactly as the
 * WordPress backend would. The fixture server (scripts/cms-server.ts) serves it over HTTP.
 */

type Lang = 'uk' | 'en';
type Json = Record<string, unknown>;
type Query = Record<string, string>;

const PAGE_FILES: Record<string, string> = {
  programs: 'programs', news: 'news', library: 'library', team: 'team', about: 'about', history: 'history',
  contacts: 'contacts', stories: 'stories', faq: 'faq', 'photo-exhibition': 'photo-exhibition', founder: 'founder',
};

function answer(status: number, body: unknown, total: number | null = null, totalPages: number | null = null): CmsAnswer {
  return { status, body: copy(body), total, totalPages };
}

const notFound = (message = 'Not found') => answer(404, { code: 'not_found', message, data: { status: 404 } });

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

const isPublished = (item: Json) => item.status === undefined || item.status === 'publish';
const num = (value: unknown) => (typeof value === 'number' ? value : Number(value));
const int = (value: string | undefined, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
};

async function newsList(lang: Lang): Promise<{ news: Json[]; translations: unknown }> {
  const data = file<{ news?: Json[]; translations?: unknown }>(`${lang}/news.json`) ?? {};
  const views = await viewCounts();
  const news = (data.news ?? []).filter(isPublished).map((item) => {
    const extra = views[String(item.id)] ?? 0;
    return extra ? { ...item, views: num(item.views ?? 0) + extra } : item;
  });
  return { news, translations: data.translations ?? {} };
}

function programDetails(lang: Lang): Json[] {
  return list(`${lang}/program-details.json`).filter(isPublished);
}

function dynamicItems(lang: Lang): Json[] {
  return list(`${lang}/dynamic-content.json`).filter(isPublished);
}

/** A news or dynamic-content item in the shape of the standard posts endpoint. */
function asWpPost(item: Json): Json {
  return {
    id: item.id,
    date: item.date ?? item.modified ?? '',
    slug: item.slug,
    status: item.status ?? 'publish',
    title: { rendered: item.title },
    excerpt: { rendered: item.description ?? '' },
    content: { rendered: item.content ?? '' },
    categories: item.categories ?? [],
  };
}

function allPosts(): Json[] {
  const posts = list('posts.json');
  const known = new Set(posts.map((p) => `${p.slug}`));
  const extra: Json[] = [];
  for (const lang of ['uk', 'en'] as const) {
    const news = (file<{ news?: Json[] }>(`${lang}/news.json`)?.news ?? []).filter(isPublished);
    for (const item of [...news, ...dynamicItems(lang)]) {
      if (!known.has(`${item.slug}`)) {
        known.add(`${item.slug}`);
        extra.push(asWpPost(item));
      }
    }
  }
  return [...posts.filter(isPublished), ...extra];
}

function wpPosts(query: Query): CmsAnswer {
  let posts = allPosts();
  if (query.slug) posts = posts.filter((p) => p.slug === query.slug);
  if (query.categories) {
    const wanted = query.categories.split(',').map(Number);
    posts = posts.filter((p) => (p.categories as unknown[] | undefined)?.some((c) => wanted.includes(num(c))));
  }
  posts.sort((a, b) => String(b.date).localeCompare(String(a.date)));
  const perPage = Math.min(Math.max(int(query.per_page, 10), 1), 100);
  const page = Math.max(int(query.page, 1), 1);
  const total = posts.length;
  const totalPages = Math.max(Math.ceil(total / perPage), 1);
  if (page > totalPages && total > 0) {
    return answer(400, { code: 'rest_post_invalid_page_number', message: 'The page number requested is larger than the number of pages available.' });
  }
  const slice = posts.slice((page - 1) * perPage, page * perPage);
  return answer(200, slice, total, total === 0 ? 0 : totalPages);
}

function libraryAnswer(lang: Lang, query: Query): CmsAnswer {
  const data = file<{ resources?: Json[]; translations?: unknown }>(`${lang}/library.json`) ?? {};
  let resources = data.resources ?? [];
  if (query.category && query.category !== 'all') {
    const id = Number(query.category);
    resources = resources.filter((r) => (r.categories as unknown[] | undefined)?.some((c) => num(c) === id));
  }
  const limit = int(query.limit, -1);
  if (limit > 0) resources = resources.slice(0, limit);
  return answer(200, { resources, translations: data.translations ?? {} });
}

function galleryAnswer(lang: Lang, query: Query): CmsAnswer {
  const items = list(`${lang}/photo-gallery.json`);
  const perPage = Math.min(Math.max(int(query.per_page, 16), 1), 100);
  const page = Math.max(int(query.page, 1), 1);
  return answer(200, {
    items: items.slice((page - 1) * perPage, page * perPage),
    pagination: { page, per_page: perPage, total: items.length, has_more: page * perPage < items.length },
  });
}

const NAMED_PAGES: { file: string; url: string }[] = [
  { file: 'about', url: '/about' }, { file: 'history', url: '/history' }, { file: 'team', url: '/team' },
  { file: 'contacts', url: '/contacts' }, { file: 'faq', url: '/faq' }, { file: 'library', url: '/library' },
  { file: 'stories', url: '/stories' }, { file: 'photo-exhibition', url: '/photo-exhibition' },
  { file: 'programs', url: '/programs' }, { file: 'news', url: '/news' },
];

function searchDocuments(lang: Lang, news: Json[]): SearchDocument[] {
  const hidden = new Set<number>(HIDDEN_NEWS_CATEGORIES);
  const docs: SearchDocument[] = [];
  for (const item of news) {
    if ((item.categories as unknown[] | undefined)?.some((c) => hidden.has(num(c)))) continue;
    docs.push({
      id: num(item.id), type: 'news', title: htmlToText(String(item.title)),
      body: htmlToText(`${item.description ?? ''} ${item.content ?? ''}`), url: `/${lang}/news/${item.slug}`, date: String(item.date ?? ''),
    });
  }
  for (const item of programDetails(lang)) {
    docs.push({
      id: num(item.id), type: 'program', title: htmlToText(String(item.title)),
      body: htmlToText(`${item.description ?? ''} ${item.content ?? ''}`), url: `/${lang}/programs/${item.slug}`, date: String(item.modified ?? ''),
    });
  }
  for (const item of dynamicItems(lang)) {
    docs.push({
      id: num(item.id), type: 'page', title: htmlToText(String(item.title)), body: htmlToText(String(item.content ?? '')),
      url: `/${lang}/${item.slug}`, date: String(item.modified ?? ''),
    });
  }
  NAMED_PAGES.forEach((page, index) => {
    const data = file<Json>(`${lang}/pages/${page.file}.json`);
    const hero = (data?.page as Json | undefined) ?? data;
    if (!hero || typeof hero.hero_title !== 'string') return;
    docs.push({
      id: 90_000 + index, type: 'page', title: hero.hero_title, body: htmlToText(`${hero.hero_subtitle ?? ''} ${hero.hero_description ?? ''}`),
      url: `/${lang}${page.url}`, date: '',
    });
  });
  const team = file<{ team?: Json[] }>(`${lang}/team.json`)?.team ?? [];
  for (const member of team) {
    if (!member.position && !member.department && !member.email) continue;
    docs.push({
      id: num(member.id), type: 'team', title: String(member.name),
      body: htmlToText(`${member.position ?? ''} ${member.department ?? ''} ${member.shortDescription ?? ''}`), url: `/${lang}/team`, date: '',
    });
  }
  return docs;
}

async function searchAnswer(lang: Lang, query: Query): Promise<CmsAnswer> {
  const text = (query.query ?? query.q ?? '').trim();
  const type = query.type ?? 'all';
  const perPage = Math.min(Math.max(int(query.per_page, SEARCH_PAGE_SIZE), 1), 100);
  const page = Math.max(int(query.page, 1), 1);
  if (text.length < 2) return answer(200, { results: [], total: 0 });
  const { news } = await newsList(lang);
  const ranked = rankDocuments(searchDocuments(lang, news), text).filter((r) => type === 'all' || r.type === type);
  const results = ranked.slice((page - 1) * perPage, page * perPage).map((r) => ({
    id: r.id, type: r.type, title: r.title, excerpt: r.excerpt, url: r.url, date: r.date, highlight: r.highlight,
  }));
  return answer(200, { results, total: ranked.length });
}

async function handleGet(route: string, query: Query): Promise<CmsAnswer> {
  const lang = langOf(query);
  const [head, ...rest] = route.split('/');
  const tail = rest.map(decodeURIComponent).join('/');
  switch (head) {
    case 'menu':
      return tail === 'primary' ? answer(200, list(`${lang}/menu-primary.json`)) : notFound();
    case 'header-data':
    case 'footer-data':
    case 'about-data':
    case 'hero-slides':
    case 'program-curators':
    case 'team':
    case 'authors':
    case 'timeline-events':
    case 'news-categories':
      return file(`${lang}/${head}.json`) === undefined ? notFound() : answer(200, file(`${lang}/${head}.json`));
    case 'programs':
      return answer(200, file(`${lang}/programs.json`) ?? []);
    case 'program-by-slug': {
      const item = programDetails(lang).find((p) => p.slug === tail);
      return item ? answer(200, item) : notFound('Program not found');
    }
    case 'news': {
      const data = await newsList(lang);
      if (!tail) return answer(200, data);
      const pool = query.preview === '1' ? (file<{ news?: Json[] }>(`${lang}/news.json`)?.news ?? []) : data.news;
      const item = pool.find((n) => n.slug === tail || String(n.id) === tail);
      return item ? answer(200, item) : notFound('News not found');
    }
    case 'library':
      return libraryAnswer(lang, query);
    case 'testimonials': {
      const limit = int(query.limit, -1);
      const items = list(`${lang}/testimonials.json`);
      return answer(200, limit > 0 ? items.slice(0, limit) : items);
    }
    case 'photo-gallery':
      return galleryAnswer(lang, query);
    case 'dynamic-content': {
      const pool = query.preview === '1' ? list(`${lang}/dynamic-content.json`) : dynamicItems(lang);
      const item = pool.find((d) => d.slug === tail);
      return item ? answer(200, { content: item, translations: {} }) : notFound('Content not found');
    }
    case 'page': {
      const name = tail === config.alumniSlug ? 'alumni' : PAGE_FILES[tail];
      const data = name ? file(`${lang}/pages/${name}.json`) : undefined;
      return data === undefined ? notFound('Page not found') : answer(200, data);
    }
    case 'seo': {
      const record = file<Record<string, unknown>>('seo.json')?.[tail];
      return record ? answer(200, record) : notFound('No SEO record');
    }
    case 'search':
      return searchAnswer(lang, query);
    default:
      return answer(404, { code: 'rest_no_route', message: 'No route was found matching the URL and request method.' });
  }
}

async function handlePost(route: string, body: unknown): Promise<CmsAnswer> {
  const input = (body && typeof body === 'object' ? body : {}) as Json;
  switch (route) {
    case 'increment-views': {
      const id = num(input.post_id);
      if (!Number.isInteger(id) || id <= 0) return answer(400, { code: 'invalid_post_id', message: 'invalid_post_id' });
      return answer(200, { success: true, views: await incrementViews(id) });
    }
    case 'newsletter-subscribe': {
      const result = await subscribe(input);
      return answer(result.status, result.body);
    }
    case 'contact': {
      const result = await storeContactMessage(input);
      return answer(result.status, result.body);
    }
    default:
      return answer(404, { code: 'rest_no_route', message: 'No route was found matching the URL and request method.' });
  }
}

export async function handleEmbedded(request: CmsRequest): Promise<CmsAnswer> {
  const query: Query = Object.fromEntries(
    Object.entries(request.query ?? {})
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  const path = request.path.replace(/^\/+|\/+$/g, '');
  const namespace = `${config.cmsNamespace}/`;
  if (path.startsWith('wp/v2/posts')) {
    if (request.method !== 'GET') return answer(405, { code: 'rest_no_route', message: 'Method not allowed' });
    const id = path.slice('wp/v2/posts'.length).replace(/^\//, '');
    if (!id) return wpPosts(query);
    const post = allPosts().find((p) => String(p.id) === id);
    return post ? answer(200, post) : answer(404, { code: 'rest_post_invalid_id', message: 'Invalid post ID.' });
  }
  if (!path.startsWith(namespace)) {
    return answer(404, { code: 'rest_no_route', message: 'No route was found matching the URL and request method.' });
  }
  const route = path.slice(namespace.length);
  const isWrite = ['increment-views', 'newsletter-subscribe', 'contact'].includes(route);
  if (isWrite !== (request.method === 'POST')) {
    return answer(isWrite ? 405 : 404, { code: 'rest_no_route', message: 'No route was found matching the URL and request method.' });
  }
  return request.method === 'POST' ? handlePost(route, request.body) : handleGet(route, query);
}
