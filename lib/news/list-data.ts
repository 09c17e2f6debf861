import { getNews, getNewsCards, getNewsCategories, type NewsQuery } from '@/lib/cms/news';
import type { NewsCategory } from '@/lib/cms/schemas';
import { FAQ_CATEGORIES } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import type { NewsCard } from '../cms/rules/news-card';
import { categoryCounts, filterNews } from '../cms/rules/news-list';
import type { NewsListState } from './list-filters';

/** One page of the news list as the page renders it. */
export interface NewsListPage {
  items: NewsCard[];
  page: number;
  totalPages: number;
  /** Articles matching the filters. */
  total: number;
  /** Listed articles per category id (hidden categories excluded). */
  counts: Record<number, number>;
  /** All listed articles, whatever the filter. */
  all: number;
}

/** "Items in categories 260 and 262 are always hidden." */
function listQuery(state: NewsListState, perPage: number): NewsQuery {
  const category = state.filters.category ? Number(state.filters.category) : null;
  return { page: state.page, perPage, category, search: state.filters.q, exclude: FAQ_CATEGORIES };
}

/** Listed articles per category: the CMS's counts, else counted in the whole list (a CMS without them). */
async function countsOf(lang: Locale, categories: NewsCategory[]): Promise<Record<number, number>> {
  if (categories.length > 0 && categories.every((c) => c.count !== null)) {
    return Object.fromEntries(categories.filter((c) => (c.count ?? 0) > 0).map((c) => [c.id, c.count ?? 0]));
  }
  return categoryCounts(filterNews((await getNews(lang)).news, { category: null, query: '' }));
}

/**
 * One page of the list, filtered and paged by the CMS: the page holds a page of cards, never the
 * archive. The hero's total is page 1 of the unfiltered list (the same read as the list's first
 * address, so it is cached once for every filtered view).
 */
export async function loadNewsListPage(lang: Locale, state: NewsListState, perPage: number): Promise<NewsListPage> {
  const unfiltered: NewsListState = { filters: { category: '', q: '' }, page: 1 };
  const [current, first, categories] = await Promise.all([
    getNewsCards(lang, listQuery(state, perPage)),
    getNewsCards(lang, listQuery(unfiltered, perPage)),
    getNewsCategories(lang),
  ]);
  return {
    items: current.items,
    page: state.page,
    totalPages: current.totalPages,
    total: current.total,
    counts: await countsOf(lang, categories),
    all: first.total,
  };
}
