import { GALLERY_PAGE_SIZE } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import type { CmsAnswer } from '../types';
import { wpTimestamp } from '../wp-date-order';
import { answer, clamp, int, invalidParam, type Json, type Query } from './answers';
import { categoriesOf, file, list } from './collections';
import { pageOf } from '../paging';

/** The lists the CMS filters or pages by query parameters: library, testimonials, photo gallery. */

const LIBRARY_MAX_PER_PAGE = 100;

type Lang = Locale;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Newest first by publication date, else date; the editor's order among equals (the plugin's order). */
export function newestResources(resources: readonly Json[]): Json[] {
  const time = (r: Json) => wpTimestamp(text(r.publication_date) || text(r.date));
  return [...resources].sort((a, b) => time(b) - time(a));
}

/**
 * `library`: with `page` or `per_page`, one page of the resources newest first, searched in the
 * title, the displayed category and the description, with the totals; else the editor's order
 * with `limit`. Both filter by `category`.
 */
export function libraryAnswer(lang: Lang, query: Query): CmsAnswer {
  const data = file<{ resources?: unknown; translations?: unknown }>(`${lang}/library.json`);
  let resources = Array.isArray(data?.resources) ? (data.resources as Json[]) : [];
  const translations = data?.translations ?? {};
  if (query.category && query.category !== 'all') {
    const id = Number(query.category);
    resources = resources.filter((r) => categoriesOf(r).includes(id));
  }
  if (query.page === undefined && query.per_page === undefined) {
    const limit = int(query.limit, -1);
    if (limit > 0) resources = resources.slice(0, limit);
    return answer(200, { resources, translations });
  }
  const perPage = int(query.per_page, 10);
  const page = int(query.page, 1);
  if (perPage < 1 || perPage > LIBRARY_MAX_PER_PAGE) return invalidParam('per_page', `per_page from 1 to ${LIBRARY_MAX_PER_PAGE}, page from 1`);
  if (page < 1) return invalidParam('page', `per_page from 1 to ${LIBRARY_MAX_PER_PAGE}, page from 1`);
  const search = (query.search ?? '').trim().toLowerCase();
  const matching = newestResources(resources).filter(
    (r) => search === '' || [r.title, r.category, r.description].some((field) => text(field).toLowerCase().includes(search)),
  );
  const shown = pageOf(matching, page, perPage);
  return answer(200, { resources: shown.items, translations }, shown.total, shown.totalPages);
}

export function testimonialsAnswer(lang: Lang, query: Query): CmsAnswer {
  const limit = int(query.limit ?? query.per_page, -1);
  const items = list(`${lang}/testimonials.json`);
  return answer(200, limit > 0 ? items.slice(0, limit) : items);
}

export function galleryAnswer(lang: Lang, query: Query): CmsAnswer {
  const items = list(`${lang}/photo-gallery.json`);
  const perPage = clamp(int(query.per_page, GALLERY_PAGE_SIZE), 1, 100);
  const page = Math.max(int(query.page, 1), 1);
  return answer(200, {
    items: items.slice((page - 1) * perPage, page * perPage),
    pagination: { page, per_page: perPage, total: items.length, has_more: page * perPage < items.length },
  });
}
