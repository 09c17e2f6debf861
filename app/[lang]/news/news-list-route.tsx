import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { NewsListView } from '@/components/news/NewsListView';
import { PageDataError } from '@/components/ui/PageDataError';
import { NOT_FOUND, UNAVAILABLE, type Redirect, type Resolution } from '@/lib/cms/fallback';
import { findNewsPage, getNewsCategories } from '@/lib/cms/news';
import type { NewsCategory, NewsPage } from '@/lib/cms/schemas';
import { NEWS_PER_PAGE_DEFAULT } from '@/lib/constants';
import { notFoundMetadata } from '@/lib/navigation/not-found';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { isFiltered, listHref } from '@/lib/list-state/list-state';
import { listPageHead } from '@/lib/list-state/list-head';
import { withFeed } from '@/lib/news/feed-link';
import { loadNewsListPage, type NewsListPage } from '@/lib/news/list-data';
import { NEWS_FILTERS, type NewsListState } from '@/lib/news/list-filters';
import { heroHead, pageMetadata } from '@/lib/seo/page-metadata';

/**
 * `/{lang}/news` for one state of its address: page 1 of every article is the static page
 * (news/page.tsx), every other view is news/~view/[state], where the proxy sends `?page=`,
 * `?category=` and `?q=`. A page number that is not one, or past the last page, is the
 * site's 404; without its page record, the page data error.
 */
async function resolve(lang: Locale, state: NewsListState & { valid: boolean }): Promise<Exclude<Resolution<{ kind: 'list'; page: NewsPage; categories: NewsCategory[]; list: NewsListPage }>, Redirect>> {
  if (!state.valid) return NOT_FOUND;
  const record = await findNewsPage(lang);
  if (record.kind !== 'found') return UNAVAILABLE;
  const page = record.value;
  const [categories, list] = await Promise.all([
    getNewsCategories(lang),
    loadNewsListPage(lang, state, page.news_per_page ?? NEWS_PER_PAGE_DEFAULT),
  ]);
  if (state.page > 1 && state.page > list.totalPages) return NOT_FOUND;
  return { kind: 'list', page, categories: page.categories.length ? page.categories : categories, list };
}

export async function newsListMetadata(lang: Locale, state: NewsListState & { valid: boolean }): Promise<Metadata> {
  const resolved = await resolve(lang, state);
  if (resolved.kind === 'not-found') return notFoundMetadata(lang, 'page');
  const head = heroHead(resolved.kind === 'list' ? resolved.page : null);
  return withFeed(
    pageMetadata({ lang, texts: getDictionary(lang).news, ...head, ...listPageHead(lang, listHref('/news', NEWS_FILTERS, state), head.title, state, isFiltered(state)) }),
    lang,
  );
}

export async function newsListPage(lang: Locale, state: NewsListState & { valid: boolean }): Promise<ReactNode> {
  const resolved = await resolve(lang, state);
  if (resolved.kind === 'not-found') return <NotFoundPage lang={lang} />;
  if (resolved.kind === 'unavailable') return <PageDataError lang={lang} page={getDictionary(lang).news.pageName} />;
  return <NewsListView lang={lang} page={resolved.page} categories={resolved.categories} list={resolved.list} state={state} />;
}
