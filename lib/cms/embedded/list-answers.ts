import { CMS_LIST_PAGE_SIZE, GALLERY_PAGE_SIZE } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import type { CmsAnswer } from '../types';
import { wpTimestamp } from '../wp-date-order';
import { answer, clamp, int, invalidParam, type Json, type Query } from './answers';
import { categoriesOf, file, list } from './collections';
import { pageOf } from '../paging';

/** The lists the CMS filters or pages by query parameters: library, testimonials, photo gallery, and every whole list. */

const LIBRARY_MAX_PER_PAGE = CMS_LIST_PAGE_SIZE;

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

/**
 * The page a list read asks for (docs/cms-contract/errors-and-paging.md#lists-a-page-at-a-time): `page` from 1,
 * `per_page` 1–100 (by default the most), numbers outside brought inside.
 */
function askedPage(query: Query, perPageDefault = CMS_LIST_PAGE_SIZE): { page: number; perPage: number } {
  return { page: Math.max(int(query.page, 1), 1), perPage: clamp(int(query.per_page, perPageDefault), 1, CMS_LIST_PAGE_SIZE) };
}

/** One page of a whole list with its totals; `wrap` gives the answer's shape around the items. */
export function listPageAnswer(items: readonly Json[], query: Query, wrap: (items: Json[]) => unknown = (shown) => shown, perPageDefault?: number): CmsAnswer {
  const { page, perPage } = askedPage(query, perPageDefault);
  const shown = pageOf(items, page, perPage);
  return answer(200, wrap(shown.items), shown.total, shown.totalPages);
}

/**
 * `programs`, one page of the programmes in the catalogue's order, under every group: each group
 * lists the programmes of this page.
 */
export function programsAnswer(groups: readonly Json[], query: Query): CmsAnswer {
  const { page, perPage } = askedPage(query);
  const placed = groups.flatMap((group, index) => (Array.isArray(group.programs) ? (group.programs as Json[]) : []).map((program) => ({ index, program })));
  const shown = pageOf(placed, page, perPage);
  const pageGroups = groups.map((group, index) => ({ ...group, programs: shown.items.filter((p) => p.index === index).map((p) => p.program) }));
  return answer(200, pageGroups, shown.total, shown.totalPages);
}

/** `limit` (3 on the home) is the page's size. */
export function testimonialsAnswer(lang: Lang, query: Query): CmsAnswer {
  const limit = int(query.limit, -1);
  return listPageAnswer(list(`${lang}/testimonials.json`), query, undefined, limit > 0 ? limit : undefined);
}

export function galleryAnswer(lang: Lang, query: Query): CmsAnswer {
  const items = list(`${lang}/photo-gallery.json`);
  const { page, perPage } = askedPage(query, GALLERY_PAGE_SIZE);
  const shown = pageOf(items, page, perPage);
  return answer(
    200,
    { items: shown.items, pagination: { page, per_page: perPage, total: shown.total, has_more: page * perPage < shown.total } },
    shown.total,
    shown.totalPages,
  );
}
