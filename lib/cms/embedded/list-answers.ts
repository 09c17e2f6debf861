import { GALLERY_PAGE_SIZE } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import type { CmsAnswer } from '../types';
import { answer, clamp, int, type Json, type Query } from './answers';
import { categoriesOf, file, list } from './collections';

/** The lists the CMS filters or pages by query parameters: library, testimonials, photo gallery. */

type Lang = Locale;

export function libraryAnswer(lang: Lang, query: Query): CmsAnswer {
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
