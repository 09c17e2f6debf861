import { getNews, getNewsPage } from '@/lib/cms/news';
import { NEWS_PER_PAGE_DEFAULT } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { toNewsCard, type NewsCard } from './card';
import { categoryCounts, filterNews, paginate } from './filter';
import type { ListState } from './list-state';

/** One page of the news list as the page renders it and /api/news answers it. */
export interface NewsListPage {
  items: NewsCard[];
  page: number;
  totalPages: number;
  total: number;
  /** Listed articles per category id (hidden categories excluded). */
  counts: Record<number, number>;
  /** All listed articles, whatever the filter. */
  all: number;
}

/**
 * Filters, sorts and pages on the server so the browser downloads one page of cards, never the
 * archive (the list's payload grows with the page size, not with the number of articles).
 */
export async function loadNewsListPage(lang: Locale, state: ListState): Promise<NewsListPage> {
  const [{ news }, page] = await Promise.all([getNews(lang), getNewsPage(lang)]);
  const perPage = page?.news_per_page ?? NEWS_PER_PAGE_DEFAULT;
  const filtered = filterNews(news, { category: state.category, query: state.q });
  const current = paginate(filtered, state.page, perPage);
  const listed = filterNews(news, { category: null, query: '' });
  return {
    items: current.items.map(toNewsCard),
    page: current.page,
    totalPages: current.totalPages,
    total: current.total,
    counts: categoryCounts(news),
    all: listed.length,
  };
}
