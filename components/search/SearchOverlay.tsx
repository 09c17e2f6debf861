'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import useSWR from 'swr';
import { Spinner } from '@/components/ui/Spinner';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '@/lib/constants';
import { useFocusTrap, useScrollLock } from '@/lib/hooks/useFocusTrap';
import { fill } from '@/lib/i18n/fill';
import { pluralForm } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { isSearchable } from '@/lib/search/searchable';
import { loadRecentSearches, rememberSearch, RECENT_SEARCHES_KEY } from '@/lib/search/recent';
import { Highlighted } from './Highlighted';
import { fetchSearch, resultHref, searchKey, SWR_SEARCH_OPTIONS, useDebouncedValue } from './search-client';
import type { OverlayTexts } from './texts';
import styles from './SearchOverlay.module.scss';

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);

/** How many results the overlay lists before 'see all results'. */
const OVERLAY_RESULTS = 6;

/**
 * the spec/§4: the search modal. Escape or a backdrop click closes it; page scroll is
 * locked, focus stays inside and returns to the opener. Empty input shows recent searches; under
 * 2 characters nothing is asked; typing is debounced by 300 ms and each query is its own SWR key.
 */
export function SearchOverlay({ lang, texts, onClose }: { lang: Locale; texts: OverlayTexts; onClose: () => void }) {
  const router = useRouter();
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const titleId = useId();
  const [query, setQuery] = useState('');
  // Mounted only in the browser (loaded with ssr: false), so storage can be read at once.
  const [recent, setRecent] = useState<string[]>(() => loadRecentSearches(storage()));
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const typing = query.trim() !== debounced;
  const key = typing ? null : searchKey({ query: debounced, lang, perPage: OVERLAY_RESULTS });
  const { data, error, isLoading, mutate } = useSWR(key, fetchSearch, SWR_SEARCH_OPTIONS);

  useScrollLock(true);
  useFocusTrap(dialogRef, true, inputRef);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const remember = useCallback((value: string) => setRecent(rememberSearch(storage(), value)), []);
  const searchPage = (value: string) => `/${lang}/search?q=${encodeURIComponent(value.trim())}`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = query.trim();
    if (!value) return;
    remember(value);
    onClose();
    router.push(searchPage(value));
  }

  function onBackdrop(event: MouseEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget) onClose();
  }

  function clearRecent() {
    try {
      storage()?.removeItem(RECENT_SEARCHES_KEY);
    } catch {
      /* storage unavailable */
    }
    setRecent([]);
    inputRef.current?.focus();
  }

  const trimmed = query.trim();
  const searchable = isSearchable(trimmed);
  const pending = searchable && (typing || isLoading);
  const results = searchable && !typing && data ? data.results : null;

  return createPortal(
    <div className={styles.backdrop} onMouseDown={onBackdrop} data-testid="search-backdrop">
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="visually-hidden">
          {texts.dialogLabel}
        </h2>
        <form role="search" className={styles.form} onSubmit={onSubmit}>
          <label htmlFor={inputId} className="visually-hidden">
            {texts.inputLabel}
          </label>
          <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            ref={inputRef}
            id={inputId}
            className={styles.input}
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={texts.placeholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="button" className={styles.close} onClick={onClose} aria-label={texts.close}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </form>

        <div className={styles.body}>
          {!trimmed &&
            (recent.length > 0 ? (
              <section aria-labelledby={`${titleId}-recent`}>
                <div className={styles.recentHead}>
                  <h3 id={`${titleId}-recent`} className={styles.sectionTitle}>
                    {texts.recentTitle}
                  </h3>
                  <button type="button" className={styles.textButton} onClick={clearRecent}>
                    {texts.clearRecent}
                  </button>
                </div>
                <ul className={styles.recentList} data-testid="recent-searches">
                  {recent.map((item) => (
                    <li key={item}>
                      <button
                        type="button"
                        className={styles.recentItem}
                        onClick={() => {
                          setQuery(item);
                          inputRef.current?.focus();
                        }}
                      >
                        {item}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ) : (
              <p className={styles.hint}>{texts.emptyHint}</p>
            ))}

          {trimmed && !searchable && <p className={styles.hint}>{texts.emptyHint}</p>}

          {pending && <Spinner label={texts.loading} showLabel />}

          {searchable && !pending && error && (
            <div className={styles.error} role="alert">
              <p>{texts.error}</p>
              <button type="button" className={styles.retry} onClick={() => void mutate()}>
                {texts.retry}
              </button>
            </div>
          )}

          {results && results.length === 0 && (
            <div className={styles.empty} role="status">
              <p className={styles.emptyTitle}>{texts.noResults}</p>
              <p>{texts.noResultsHint}</p>
            </div>
          )}

          {results && results.length > 0 && data && (
            <>
              <p className={styles.count} role="status">
                {fill(texts.resultsFound, { count: data.total, results: pluralForm(data.total, lang, texts.resultWord) })}
              </p>
              <ul className={styles.results} data-testid="overlay-results">
                {results.map((result) => (
                  <li key={`${result.type}-${result.id}`}>
                    <Link
                      href={resultHref(result.url, lang)}
                      className={styles.result}
                      onClick={() => {
                        remember(trimmed);
                        onClose();
                      }}
                    >
                      <span className={styles.type}>{texts.typeLabels[result.type]}</span>
                      <span className={styles.title}>{result.title}</span>
                      {result.excerpt && (
                        <span className={styles.excerpt}>
                          <Highlighted text={result.excerpt} highlight={result.highlight} />
                        </span>
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
              <Link
                href={searchPage(trimmed)}
                className={styles.seeAll}
                onClick={() => {
                  remember(trimmed);
                  onClose();
                }}
              >
                {texts.seeAll}
              </Link>
            </>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
