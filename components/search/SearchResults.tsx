'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { SEARCH_FALLBACK_FIELD_ID } from '@/components/search/SearchFormFallback';
import { Spinner } from '@/components/ui/Spinner';
import { SEARCH_MAX_LENGTH, SEARCH_PAGE_SIZE } from '@/lib/constants';
import { SEARCH_TYPES, type SearchType } from '@/lib/cms/schemas/search';
import { prefersReducedMotion } from '@/lib/hooks/useFocusTrap';
import { useTypedBeforeHydration } from '@/lib/hooks/useTypedBeforeHydration';
import { fill } from '@/lib/i18n/fill';
import { pluralForm } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { isSearchable, pageCount, SEARCH_MAX_PAGE } from '@/lib/search/query';
import { rememberSearch } from '@/lib/search/recent';
import { fetchSearch, searchKey, SWR_SEARCH_OPTIONS } from './search-client';
import { SearchError } from './SearchError';
import { SearchInput } from './SearchInput';
import { SearchPagination } from './SearchPagination';
import { SearchResultList } from './SearchResultList';
import { SearchTypeFilter } from './SearchTypeFilter';
import type { SearchTexts } from './texts';
import styles from './SearchResults.module.scss';

interface SearchState {
  q: string;
  type: SearchType;
  page: number;
}

function stateFrom(params: URLSearchParams | null): SearchState {
  const rawType = params?.get('type') ?? 'all';
  const type = (SEARCH_TYPES as readonly string[]).includes(rawType) ? (rawType as SearchType) : 'all';
  const page = Number(params?.get('page') ?? '1');
  return {
    q: (params?.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    type,
    page: Number.isInteger(page) && page >= 1 && page <= SEARCH_MAX_PAGE ? page : 1,
  };
}

/** /{lang}/search?q=…&type=…&page=… (type only when not all, page only after the first). */
function searchAddress(lang: Locale, state: SearchState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.q && state.type !== 'all') params.set('type', state.type);
  if (state.q && state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return `/${lang}/search${query ? `?${query}` : ''}`;
}

/**
 * the spec/§4/§5: the search results page. The address is the state: on load a q fills
 * the field and runs the search; every change is written back with replace.
 */
export function SearchResults({ lang, texts }: { lang: Locale; texts: SearchTexts }) {
  const router = useRouter();
  const params = useSearchParams();
  const state = stateFrom(params);
  const { initialText, refocus } = useTypedBeforeHydration(SEARCH_FALLBACK_FIELD_ID, state.q);
  const [input, setInput] = useState(initialText);
  const inputId = useId();
  const headingId = useId();

  // The field follows the address when it changes from outside (the overlay, back/forward).
  const [addressQuery, setAddressQuery] = useState(state.q);
  if (addressQuery !== state.q) {
    setAddressQuery(state.q);
    setInput(state.q);
  }

  const key = searchKey({ query: state.q, lang, type: state.type, page: state.page });
  const { data, error, isLoading, isValidating, mutate } = useSWR(key, fetchSearch, SWR_SEARCH_OPTIONS);
  const searching = key !== null && (isLoading || (isValidating && !data));
  const page = texts.page;

  const go = (next: SearchState) => router.replace(searchAddress(lang, next), { scroll: false });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = input.trim();
    if (!q || searching) return;
    if (isSearchable(q)) rememberSearch(window.localStorage, q);
    if (q === state.q && state.page === 1) void mutate();
    go({ q, type: state.type, page: 1 });
  }

  function clear() {
    setInput('');
    router.replace(`/${lang}/search`, { scroll: false });
  }

  function toPage(target: number) {
    go({ ...state, page: target });
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }

  const total = data?.total ?? 0;
  const pages = pageCount(total, SEARCH_PAGE_SIZE);

  return (
    <div className={styles.wrap}>
      <form role="search" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {page.inputLabel}
        </label>
        <SearchInput
          id={inputId}
          // Restores the focus the visitor gave the server-rendered field (not a focus of our choosing).
          autoFocus={refocus}
          className={styles.input}
          name="q"
          placeholder={page.placeholder}
          value={input}
          onChange={setInput}
        />
        {(input || state.q) && (
          <button type="button" className={styles.clear} onClick={clear}>
            {page.clear}
          </button>
        )}
        <button type="submit" className={styles.submit} disabled={!input.trim() || searching}>
          {page.submit}
        </button>
      </form>

      {!state.q && <p className={styles.prompt}>{page.prompt}</p>}
      {state.q && !isSearchable(state.q) && <p className={styles.prompt}>{page.tooShort}</p>}

      {key !== null && (
        <section aria-labelledby={headingId} className={styles.results}>
          <div className={styles.head}>
            <h2 id={headingId} className={styles.heading}>
              {page.heading}
            </h2>
            <p className={styles.count} role="status" data-testid="search-count">
              {data ? fill(page.count, { count: total, results: pluralForm(total, lang, page.resultWord), query: state.q }) : ''}
            </p>
          </div>

          <SearchTypeFilter selected={state.type} names={texts.types} label={page.filtersLabel} onSelect={(type) => go({ ...state, type, page: 1 })} />

          {searching && <Spinner label={page.loading} showLabel />}

          {!searching && error && (
            <SearchError message={page.error} retryLabel={page.retry} onRetry={() => void mutate()} className={styles.error} retryClassName={styles.retry} />
          )}

          {!searching && !error && data && data.results.length === 0 && (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{page.noResults}</p>
              <p>{page.noResultsHint}</p>
            </div>
          )}

          {!searching && !error && data && data.results.length > 0 && (
            <SearchResultList lang={lang} results={data.results} start={(state.page - 1) * SEARCH_PAGE_SIZE + 1} typeLabels={texts.typeLabels} />
          )}

          {!error && data && pages > 1 && <SearchPagination current={state.page} pages={pages} texts={page} onPage={toPage} />}
        </section>
      )}
    </div>
  );
}
