import { PageHero } from '@/components/ui/PageHero';
import { Pagination } from '@/components/ui/Pagination';
import type { Unavailable } from '@/lib/cms/fallback';
import type { SearchResponse } from '@/lib/cms/schemas';
import { SEARCH_PAGE_SIZE } from '@/lib/constants';
import type { Dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/fill';
import { pluralForm } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { listHref, withPage } from '@/lib/list-state/list-state';
import { SEARCH_FILTERS, type SearchListState } from '@/lib/search/list-filters';
import { SearchForm } from './SearchForm';
import { SearchResultList } from './SearchResultList';
import { SearchRetry } from './SearchRetry';
import { SearchTypeFilter } from './SearchTypeFilter';
import styles from './SearchResults.module.scss';

/** What the search page shows for its address: `unavailable` is a failed search (an honest error with a retry). */
export type SearchOutcome =
  | { kind: 'prompt' }
  | { kind: 'too-short' }
  | { kind: 'results'; answer: SearchResponse; totalPages: number }
  | Unavailable;

/**
 * /{lang}/search, rendered on the server for its address (`?q=&type=&page=`): the form, the count,
 * the type pills, the results and the pagination as links ("previous is disabled on page 1, next
 * on the last page; at most five numbered page buttons, shown only when there is more than one
 * page").
 */
export function SearchPageView({ lang, texts, state, outcome }: { lang: Locale; texts: Dictionary['search']; state: SearchListState; outcome: SearchOutcome }) {
  const page = texts.page;
  const path = `/${lang}/search`;
  const q = state.filters.q;
  return (
    <>
      <PageHero title={page.title} subtitle={page.subtitle} />
      <div className={styles.container}>
        <div className={styles.wrap}>
          <SearchForm lang={lang} state={state} texts={page} />
          {outcome.kind === 'prompt' && <p className={styles.prompt}>{page.prompt}</p>}
          {outcome.kind === 'too-short' && <p className={styles.prompt}>{page.tooShort}</p>}
          {(outcome.kind === 'results' || outcome.kind === 'unavailable') && (
            <section aria-labelledby="search-heading" className={styles.results}>
              <div className={styles.head}>
                <h2 id="search-heading" className={styles.heading}>
                  {page.heading}
                </h2>
                <p className={styles.count} role="status" data-testid="search-count">
                  {outcome.kind === 'results'
                    ? fill(page.count, { count: outcome.answer.total, results: pluralForm(outcome.answer.total, lang, page.resultWord), query: q })
                    : ''}
                </p>
              </div>
              <SearchTypeFilter lang={lang} state={state} texts={{ types: texts.types, label: page.filtersLabel }} />
              {outcome.kind === 'unavailable' && (
                <div className={styles.error} role="alert">
                  <p>{page.error}</p>
                  <SearchRetry label={page.retry} className={styles.retry} />
                </div>
              )}
              {outcome.kind === 'results' && outcome.answer.results.length === 0 && (
                <div className={styles.empty}>
                  <p className={styles.emptyTitle}>{page.noResults}</p>
                  <p>{page.noResultsHint}</p>
                </div>
              )}
              {outcome.kind === 'results' && outcome.answer.results.length > 0 && (
                <SearchResultList lang={lang} results={outcome.answer.results} start={(state.page - 1) * SEARCH_PAGE_SIZE + 1} typeLabels={texts.typeLabels} />
              )}
              {outcome.kind === 'results' && (
                <Pagination
                  page={state.page}
                  totalPages={outcome.totalPages}
                  labels={{ nav: page.pagination, page: page.pageLabel, previous: page.previous, next: page.next }}
                  target={{ href: (n) => listHref(path, SEARCH_FILTERS, withPage(state, n)) }}
                  dots={false}
                />
              )}
            </section>
          )}
        </div>
      </div>
    </>
  );
}
