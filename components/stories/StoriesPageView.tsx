import { PageHero } from '@/components/ui/PageHero';
import { Pagination } from '@/components/ui/Pagination';
import type { StoriesPage } from '@/lib/cms/schemas';
import { fill } from '@/lib/i18n/fill';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { listHref, withPage } from '@/lib/list-state/list-state';
import { STORIES_FILTERS, type StoriesListState } from '@/lib/stories/list-filters';
import type { Story } from '@/lib/stories/stories';
import { storiesView } from '@/lib/stories/view';
import { GlobalNetwork } from './GlobalNetwork';
import { StoriesFilters } from './StoriesFilters';
import { StoriesGrid } from './StoriesGrid';
import styles from './Stories.module.scss';

const LIST_ID = 'stories-list';

/** The stories page for one address: hero with counts, the filter panel, one page of stories, the pagination. */
export function StoriesPageView({
  lang,
  page,
  stories,
  shown,
  found,
  totalPages,
  state,
}: {
  lang: Locale;
  page: StoriesPage;
  /** Every story (the hero's counts and the filters' options). */
  stories: Story[];
  /** This page of the stories found. */
  shown: Story[];
  /** Stories found, all pages. */
  found: number;
  totalPages: number;
  state: StoriesListState;
}) {
  const view = storiesView(page, stories, lang);
  const path = localePath(lang, '/stories');
  const form = new Intl.PluralRules(INTL_LOCALE[lang]).select(found) as keyof typeof view.labels.found;
  return (
    <>
      <PageHero titleId="stories-title" {...view.hero} stats={view.stats} />
      <div className={styles.section} id={LIST_ID}>
        <StoriesFilters
          path={path}
          state={state}
          years={view.years}
          programs={view.programs}
          count={fill(view.labels.found[form] ?? view.labels.found.other, { count: found })}
          labels={view.labels}
        />
        <StoriesGrid path={path} stories={shown} labels={view.labels} />
        <Pagination
          page={state.page}
          totalPages={totalPages}
          labels={view.pagination}
          target={{ href: (n) => `${listHref(path, STORIES_FILTERS, withPage(state, n))}#${LIST_ID}` }}
          testId="stories-pagination"
        />
      </div>
      <GlobalNetwork {...view.network} />
    </>
  );
}
