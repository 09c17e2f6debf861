'use client';

import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import useSWR from 'swr';
import { SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import { useTypedBeforeHydration } from '@/lib/hooks/useTypedBeforeHydration';
import { fill } from '@/lib/i18n/fill';
import { pluralForm, type PluralForms } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { NewsListPage } from '@/lib/news/list-data';
import {
  INITIAL_LIST_STATE,
  listStateQuery,
  readListState,
  withCategory,
  withPage,
  withQuery,
  type ListState,
} from '@/lib/news/list-state';
import { CategoryFilter } from './CategoryFilter';
import { DotPagination } from './DotPagination';
import { NewsCard } from './NewsCard';
import styles from './NewsList.module.scss';

interface NewsExplorerTexts {
  allNews: string;
  filterLabel: string;
  categoryDropdown: string;
  searchLabel: string;
  searchPlaceholder: string;
  results: PluralForms;
  noCategory: string;
  noSearch: string;
  readMore: string;
  pagination: string;
  page: string;
  loading: string;
  loadError: string;
}

interface Props {
  lang: Locale;
  /** Page 1 of all news, rendered on the server. */
  initial: NewsListPage;
  categories: { id: number; name: string }[];
  texts: NewsExplorerTexts;
}

async function fetchPage(url: string): Promise<NewsListPage> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as NewsListPage;
}

function apiUrl(lang: Locale, state: ListState): string {
  const query = listStateQuery(state);
  return `/api/news?lang=${lang}${query ? `&${query.slice(1)}` : ''}`;
}

/** The search field of the server-rendered fallback, read once the client takes over. */
const FALLBACK_FIELD_ID = 'news-search-fallback';

const isInitial = (s: ListState) => s.category === null && s.q.trim() === '' && s.page === 1;

/**
 * The news list's filters, search, count, grid and pagination. Their state lives in the address
 * (?category=&q=&page=) so a filtered view can be shared and Back works; each page of cards comes
 * from /api/news, so the browser never downloads the archive. The static HTML is page 1 of all.
 */
export function NewsExplorer(props: Props) {
  return (
    <Suspense fallback={<NewsBrowser {...props} state={INITIAL_LIST_STATE} onState={() => undefined} fieldId={FALLBACK_FIELD_ID} />}>
      <NewsExplorerInAddress {...props} />
    </Suspense>
  );
}

function NewsExplorerInAddress(props: Props) {
  const params = useSearchParams();
  const pathname = usePathname();
  const state = readListState(params);
  const onState = (next: ListState, mode: 'push' | 'replace' = 'push') => {
    const url = `${pathname}${listStateQuery(next)}`;
    if (mode === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  };
  return <NewsBrowser {...props} state={state} onState={onState} />;
}

function NewsBrowser({
  lang,
  initial,
  categories,
  texts,
  state,
  onState,
  fieldId,
}: Props & { state: ListState; onState: (next: ListState, mode?: 'push' | 'replace') => void; fieldId?: string }) {
  const id = useId();
  const searchId = fieldId ?? `${id}-q`;
  const listTop = useRef<HTMLDivElement>(null);
  const { initialText, refocus } = useTypedBeforeHydration(FALLBACK_FIELD_ID, state.q);
  const [text, setText] = useState(initialText);
  const [seenQ, setSeenQ] = useState(state.q);
  // The address changed under us (Back, a shared link): the search box follows it.
  if (seenQ !== state.q) {
    setSeenQ(state.q);
    setText(state.q);
  }

  // Typing updates the address after a short pause; the first change of a search is a new
  // history entry, the following keystrokes replace it.
  const typing = useRef(false);
  useEffect(() => {
    if (text === state.q) return;
    const timer = window.setTimeout(() => {
      onState(withQuery(state, text), typing.current ? 'replace' : 'push');
      typing.current = true;
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, state, onState]);

  // Page 1 came with the HTML: it is not asked again as the page opens (that answer could come
  // from an older cache entry and take back an article the page had just shown). Every later
  // view, the first one included when it comes back, is asked.
  const { data, error, isLoading } = useSWR(apiUrl(lang, state), fetchPage, {
    fallbackData: isInitial(state) ? initial : undefined,
    keepPreviousData: true,
    revalidateOnMount: !isInitial(state),
    revalidateOnFocus: false,
  });
  const shown = data ?? initial;
  const stale = isLoading && !isInitial(state);

  const options = [
    { key: 0, label: texts.allNews },
    ...categories.filter((c) => (initial.counts[c.id] ?? 0) > 0).map((c) => ({ key: c.id, label: c.name })),
  ];
  const count = fill(pluralForm(shown.total, lang, texts.results), { count: shown.total });
  const searching = state.q.trim() !== '';

  const goToPage = (page: number) => {
    typing.current = false;
    onState(withPage(state, page));
    // The html element's scroll-behavior makes this smooth, except under prefers-reduced-motion.
    listTop.current?.scrollIntoView();
  };

  return (
    <div className={styles.explorer}>
      <div className={styles.controls}>
        <CategoryFilter
          options={options}
          value={state.category ?? 0}
          onChange={(key) => {
            typing.current = false;
            onState(withCategory(state, key === 0 ? null : key));
          }}
          label={texts.filterLabel}
          dropdownLabel={texts.categoryDropdown}
        />
        <form role="search" className={styles.search} onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={searchId} className={styles.visuallyHidden}>
            {texts.searchLabel}
          </label>
          <input
            id={searchId}
            // Restores the focus the visitor gave the server-rendered field (not a focus of our choosing).
            autoFocus={refocus}
            type="search"
            className={styles.searchInput}
            placeholder={texts.searchPlaceholder}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onBlur={() => {
              typing.current = false;
            }}
            maxLength={200}
          />
        </form>
      </div>

      <div ref={listTop} className={styles.summary} aria-live="polite">
        <p className={styles.count} data-testid="news-count">
          {count}
        </p>
        {stale && <span className={styles.loading}>{texts.loading}</span>}
      </div>

      {error && !data ? (
        <p className={styles.empty} role="alert">
          {texts.loadError}
        </p>
      ) : shown.items.length === 0 ? (
        <p className={styles.empty} data-testid="news-empty">
          {searching ? `${texts.noSearch} “${state.q.trim()}”` : texts.noCategory}
        </p>
      ) : (
        <div className={styles.grid} aria-busy={stale || undefined}>
          {shown.items.map((item) => (
            <NewsCard key={item.id} item={item} lang={lang} readMore={texts.readMore} />
          ))}
        </div>
      )}

      <DotPagination page={shown.page} totalPages={shown.totalPages} onChange={goToPage} label={texts.pagination} pageLabel={texts.page} />
    </div>
  );
}
