import { config } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import type { CmsAnswer, CmsRequest } from '../types';
import { answer, notFound, noRoute, wrongMethod, type Json, type Query } from './answers';
import { movedAnswer, seoAnswer } from './carried';
import { oldAddressesAnswer } from './old-addresses';
import { dynamicItems, file, newsList, num, programDetails, publishedNewsItem, rawNews, withViews } from './collections';
import { faqPage } from './faq-page';
import { galleryAnswer, libraryAnswer, listPageAnswer, newestResources, programsAnswer, testimonialsAnswer } from './list-answers';
import { isPagedNewsQuery, newsCategoriesAnswer, pagedNewsAnswer } from './news-answers';
import { verifyPreviewToken } from './preview-token';
import { searchAnswer } from './search';
import { wpPost, wpPosts } from './wp-posts';
import { incrementViews, storeContactMessage, subscribe, unsubscribe } from './writes';

/**
 * The embedded CMS: answers every path of docs/cms-contract/ from content/, exactly as the
 * WordPress backend would (the zod schemas in lib/cms/schemas are the contract). The fixture
 * server (scripts/cms-server.ts) serves the same answers over HTTP.
 */

type Lang = Locale;

/** page/{name} → content/{lang}/pages/{file}.json; page/{product}ers is added at request time. */
const PAGE_FILES: Readonly<Record<string, string>> = {
  programs: 'programs', news: 'news', library: 'library', team: 'team', about: 'about', history: 'history',
  contacts: 'contacts', stories: 'stories', faq: 'faq', 'photo-exhibition': 'photo-exhibition', founder: 'founder',
};

function langOf(query: Query): Lang {
  return query.lang === 'en' ? 'en' : 'uk';
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Routes

interface GetRoute {
  /** 'none': the path is exactly the route; 'required': route/{param}; 'optional': both. */
  param: 'none' | 'required' | 'optional';
  /** `previewId`: the item a valid preview token opens (0 without one). */
  handle: (lang: Lang, query: Query, param: string, previewId: number) => CmsAnswer | Promise<CmsAnswer>;
}

/** An item matches a slug look-up by its slug, or by its id when a preview token opened it (a draft has no slug yet). */
const named = (key: string, previewId: number) => (item: Json) =>
  item.slug === key || (previewId > 0 && num(item.id) === previewId && String(item.id) === key);

/** The pool of a look-up: the published items, and the one item a preview token opened. */
const withPreviewed = (published: Json[], all: Json[], previewId: number) =>
  previewId > 0 ? [...published, ...all.filter((item) => num(item.id) === previewId && !published.includes(item))] : published;

const fileAnswer = (relative: string) => {
  const data = file(relative);
  return data === undefined ? notFound('No content') : answer(200, data);
};
const plain = (name: string): GetRoute => ({ param: 'none', handle: (lang) => fileAnswer(`${lang}/${name}.json`) });
/** A whole list of content/, answered a page at a time; `key`: the field of the answer that holds it. */
const paged = (name: string, key?: string): GetRoute => ({
  param: 'none',
  handle: (lang, query) => {
    const data = file(`${lang}/${name}.json`);
    if (data === undefined) return notFound('No content');
    const items = (key ? (data as Json)[key] : data) as Json[];
    return listPageAnswer(Array.isArray(items) ? items : [], query, key ? (shown) => ({ ...(data as Json), [key]: shown }) : undefined);
  },
});

const GET_ROUTES: Readonly<Record<string, GetRoute>> = {
  menu: {
    param: 'required',
    handle: (lang, _q, location) => (location === 'primary' ? fileAnswer(`${lang}/menu-primary.json`) : notFound('No such menu')),
  },
  'header-data': plain('header-data'),
  'footer-data': plain('footer-data'),
  'about-data': plain('about-data'),
  'hero-slides': paged('hero-slides'),
  'program-curators': paged('program-curators'),
  team: paged('team', 'team'),
  authors: paged('authors'),
  'timeline-events': paged('timeline-events'),
  'news-categories': { param: 'none', handle: (lang) => newsCategoriesAnswer(file(`${lang}/news-categories.json`), lang) },
  programs: {
    param: 'none',
    handle: (lang, query) => {
      const groups = file(`${lang}/programs.json`);
      return Array.isArray(groups) ? programsAnswer(groups as Json[], query) : notFound('No content');
    },
  },
  'program-by-slug': {
    param: 'required',
    handle: (lang, _q, slug, previewId) => {
      const item = withPreviewed(programDetails(lang), programDetails(lang, true), previewId).find(named(slug, previewId));
      return item ? answer(200, item) : notFound('Program not found');
    },
  },
  news: {
    param: 'optional',
    handle: async (lang, query, key, previewId) => {
      if (!key) {
        if (isPagedNewsQuery(query)) return pagedNewsAnswer(lang, query);
        const { news, translations } = await newsList(lang);
        return listPageAnswer(news, {}, (shown) => ({ news: shown, translations }));
      }
      const published = (await newsList(lang)).news;
      const pool = withPreviewed(published, await withViews(rawNews(lang).news), previewId);
      const item = pool.find((n) => n.slug === key) ?? pool.find((n) => String(n.id) === key);
      return item ? answer(200, item) : notFound('News not found');
    },
  },
  library: { param: 'none', handle: libraryAnswer },
  testimonials: { param: 'none', handle: testimonialsAnswer },
  'photo-gallery': { param: 'none', handle: galleryAnswer },
  'dynamic-content': {
    param: 'optional',
    handle: (lang, query, slug, previewId) => {
      if (!slug) return listPageAnswer(dynamicItems(lang).map(pageListItem), query, (shown) => ({ pages: shown }));
      const item = withPreviewed(dynamicItems(lang), dynamicItems(lang, true), previewId).find(named(slug, previewId));
      return item ? answer(200, { content: item, translations: {} }) : notFound('Content not found');
    },
  },
  preview: { param: 'none', handle: () => notFound('Answered in handleEmbedded') },
  page: {
    param: 'required',
    handle: (lang, _q, name) => {
      const fileName = name === config.alumniSlug ? 'alumni' : PAGE_FILES[name];
      if (fileName === 'library') return libraryPageAnswer(lang);
      if (fileName === 'faq') {
        const faq = faqPage(lang);
        return faq ? answer(200, faq) : notFound('No content');
      }
      return fileName ? fileAnswer(`${lang}/pages/${fileName}.json`) : notFound('Page not found');
    },
  },
  seo: { param: 'required', handle: (_lang, _q, postId) => seoAnswer(postId) },
  moved: { param: 'required', handle: (lang, _q, param) => movedAnswer(lang, param) },
  'old-addresses': { param: 'none', handle: (_lang, query) => oldAddressesAnswer(query) },
  search: { param: 'none', handle: searchAnswer },
};

/** page/library lists the newest resources only; the whole list, paged, is `library`. */
const LIBRARY_PAGE_RESOURCES = 10;

function libraryPageAnswer(lang: Lang): CmsAnswer {
  const data = file<Json>(`${lang}/pages/library.json`);
  if (data === undefined) return notFound('No content');
  const resources = Array.isArray(data.resources) ? (data.resources as Json[]) : [];
  return answer(200, { ...data, resources: newestResources(resources).slice(0, LIBRARY_PAGE_RESOURCES) });
}

type PostRoute = (body: Json) => Promise<CmsAnswer>;

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
  // Double opt-in needs mail, which only WordPress sends: this CMS stores sign-ups at once and
  // so has no confirmation link that could open anything.
  'newsletter-confirm': async () => answer(400, { success: false, code: 'invalid_token', message: 'invalid_token' }),
  'newsletter-unsubscribe': async (body) => {
    const result = await unsubscribe(body);
    return answer(result.status, result.body);
  },
};

/** `preview`: whether a token opens an item, asked before the site turns its preview on. */
function previewCheck(previewed: { postId: number; expires: number } | null): CmsAnswer {
  if (!previewed) return answer(401, { code: 'preview_token_invalid', message: 'This preview link is not valid.', data: { status: 401 } });
  return answer(200, { post_id: previewed.postId, expires: new Date(previewed.expires * 1000).toISOString() });
}

/** An entry of the `dynamic-content` list (the sitemap's pages). */
function pageListItem(item: Json): Json {
  return { id: item.id, slug: item.slug, modified: item.modified, categories: item.categories ?? [], alternate_slug: item.alternate_slug ?? null };
}

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
  const previewed = request.previewToken ? verifyPreviewToken(request.previewToken, config.previewSecret) : null;
  if (head === 'preview') return previewCheck(previewed);
  return getRoute.handle(langOf(query), query, param, previewed?.postId ?? 0);
}
