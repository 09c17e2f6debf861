import { NEWS_CARD_DESCRIPTION_CUT } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { cutAtWord } from '@/lib/html/cut';
import type { CmsAnswer } from '../types';
import { wpTimestamp } from '../wp-date-order';
import { answer, int, invalidParam, type Json, type Query } from './answers';
import { categoriesOf, inAny, isPublished, newsList, num, rawNews } from './collections';
import { plainText } from './plain-text';
import { pageOf } from '../paging';

/** The paged form of `news` and the counts of `news-categories`, as the plugin answers them
 * (docs/cms-contract/news.md#one-page-of-news-optional, #news-categories). */

const MAX_PER_PAGE = 100;
const MAX_SEARCH = 200;
const HIDDEN = [260, 262];
const FIELDS = ['id', 'title', 'slug', 'date', 'modified', 'status', 'image', 'description', 'full_description', 'link', 'categories',
  'content', 'wordpress_url', 'views', 'images', 'news_template', 'author', 'alternate_slug', 'excerpt'] as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The card's text: the description, else the full description or the body cut at 240 (plain text). */
function excerpt(item: Json): string {
  const description = plainText(text(item.description));
  if (description) return description;
  return cutAtWord(plainText(text(item.full_description) || text(item.content)), NEWS_CARD_DESCRIPTION_CUT);
}

/** null for '' (none), the ids, or undefined when the list is malformed. */
function ids(value: string | undefined): number[] | undefined {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return [];
  return /^\d+(,\d+)*$/.test(trimmed) ? trimmed.split(',').map(Number) : undefined;
}

const lower = (value: unknown) => text(value).toLowerCase();

/** Newest first; among equal dates the later item first (WordPress: date DESC, ID DESC). */
const newestThenId = (a: Json, b: Json) => wpTimestamp(text(b.date)) - wpTimestamp(text(a.date)) || num(b.id) - num(a.id);

export function isPagedNewsQuery(query: Query): boolean {
  return query.page !== undefined || query.per_page !== undefined;
}

export async function pagedNewsAnswer(lang: Locale, query: Query): Promise<CmsAnswer> {
  const perPage = int(query.per_page, 10);
  if (perPage < 1 || perPage > MAX_PER_PAGE) return invalidParam('per_page', `per_page must be between 1 (inclusive) and ${MAX_PER_PAGE} (inclusive)`);
  const page = int(query.page, 1);
  if (page < 1) return invalidParam('page', 'page must be 1 or more');
  const include = ids(query.categories);
  const exclude = ids(query.categories_exclude);
  if (!include) return invalidParam('categories', 'A comma-separated list of category ids.');
  if (!exclude) return invalidParam('categories_exclude', 'A comma-separated list of category ids.');
  const asked = (query.fields ?? '').split(',').map((f) => f.trim());
  const fields = FIELDS.filter((field) => !query.fields?.trim() || asked.includes(field));
  const search = (query.search ?? '').trim().slice(0, MAX_SEARCH).toLowerCase();

  const { news, translations } = await newsList(lang);
  const matching = news
    .filter((item) => (include.length === 0 || inAny(item, include)) && !inAny(item, exclude))
    .filter((item) => search === '' || lower(item.title).includes(search) || lower(item.description).includes(search))
    .sort(newestThenId);
  const shown = pageOf(matching, page, perPage);
  const items = shown.items.map((item) => {
    const out: Json = {};
    for (const field of fields) out[field] = field === 'excerpt' ? excerpt(item) : item[field];
    return out;
  });
  return answer(200, { news: items, translations }, shown.total, shown.totalPages);
}

/** `news-categories` with each category's listed articles (published, not in the hidden categories). */
export function newsCategoriesAnswer(categories: unknown, lang: Locale): CmsAnswer {
  const listed = rawNews(lang).news.filter((item) => isPublished(item) && !inAny(item, HIDDEN));
  const counts = new Map<number, number>();
  for (const item of listed) for (const id of categoriesOf(item)) counts.set(id, (counts.get(id) ?? 0) + 1);
  const list = Array.isArray(categories) ? (categories as Json[]) : [];
  return answer(200, list.map((category) => ({ ...category, count: counts.get(num(category.id)) ?? 0 })));
}
