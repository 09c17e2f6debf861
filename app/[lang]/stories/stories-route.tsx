import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { StoriesPageView } from '@/components/stories/StoriesPageView';
import { PageDataError } from '@/components/ui/PageDataError';
import { getTestimonials } from '@/lib/cms/home';
import { NOT_FOUND, UNAVAILABLE, type Redirect, type Resolution } from '@/lib/cms/fallback';
import { findStoriesPage } from '@/lib/cms/pages';
import type { StoriesPage } from '@/lib/cms/schemas';
import { config } from '@/lib/config';
import { STORIES_LIST_PAGE_SIZE, STORIES_PAGE_SIZE } from '@/lib/constants';
import { notFoundMetadata } from '@/lib/navigation/not-found';
import { getDictionary } from '@/lib/i18n/dictionary';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locales';
import { isFiltered, listHref } from '@/lib/list-state/list-state';
import { listPageHead } from '@/lib/list-state/list-head';
import { heroHead, pageMetadata } from '@/lib/seo/page-metadata';
import { toStory } from '@/lib/stories/from-testimonial';
import { STORIES_FILTERS, type StoriesListState } from '@/lib/stories/list-filters';
import { filterStories, type Story } from '@/lib/stories/stories';

type State = StoriesListState & { valid: boolean };

/**
 * `/{lang}/stories` for one state of its address: page 1 of every story is the static page,
 * every other view is stories/~view/[state] (rendered on first request, then cached). Stories are few: every one is read (spec
 * part 2 §9: "stories fetched with page size -1") and filtered and paged here.
 */
async function resolve(
  lang: Locale,
  state: State,
): Promise<Exclude<Resolution<{ kind: 'list'; page: StoriesPage; stories: Story[]; shown: Story[]; found: number; totalPages: number }>, Redirect>> {
  if (!state.valid) return NOT_FOUND;
  const [record, testimonials] = await Promise.all([findStoriesPage(lang), getTestimonials(lang, STORIES_PAGE_SIZE)]);
  if (record.kind !== 'found') return UNAVAILABLE;
  const now = new Date();
  const stories = testimonials.map((item) => toStory(item, config.product[lang], now));
  const { q, year, program } = state.filters;
  const found = filterStories(stories, { query: q, year, program }, INTL_LOCALE[lang]);
  const totalPages = Math.ceil(found.length / STORIES_LIST_PAGE_SIZE);
  if (state.page > 1 && state.page > totalPages) return NOT_FOUND;
  const shown = found.slice((state.page - 1) * STORIES_LIST_PAGE_SIZE, state.page * STORIES_LIST_PAGE_SIZE);
  return { kind: 'list', page: record.value, stories, shown, found: found.length, totalPages };
}

export async function storiesMetadata(lang: Locale, state: State): Promise<Metadata> {
  const resolved = await resolve(lang, state);
  if (resolved.kind === 'not-found') return notFoundMetadata(lang, 'page');
  const head = heroHead(resolved.kind === 'list' ? resolved.page.page : null);
  return pageMetadata({ lang, texts: getDictionary(lang).stories, ...head, ...listPageHead(lang, listHref('/stories', STORIES_FILTERS, state), head.title, state, isFiltered(state)) });
}

export async function storiesPage(lang: Locale, state: State): Promise<ReactNode> {
  const resolved = await resolve(lang, state);
  if (resolved.kind === 'not-found') return <NotFoundPage lang={lang} />;
  if (resolved.kind === 'unavailable') return <PageDataError lang={lang} page={getDictionary(lang).stories.pageName} />;
  const { page, stories, shown, found, totalPages } = resolved;
  return <StoriesPageView lang={lang} page={page} stories={stories} shown={shown} found={found} totalPages={totalPages} state={state} />;
}
