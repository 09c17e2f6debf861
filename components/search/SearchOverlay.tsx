'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { Spinner } from '@/components/ui/Spinner';
import { useFocusTrap, useScrollLock } from '@/lib/hooks/useFocusTrap';
import type { Locale } from '@/lib/i18n/locales';
import { OverlayResults } from './OverlayResults';
import { RecentSearches } from './RecentSearches';
import { SearchError } from './SearchError';
import { SearchInput } from './SearchInput';
import type { OverlayTexts } from './texts';
import { useOverlaySearch } from './useOverlaySearch';
import { useRecentSearches } from './useRecentSearches';
import styles from './SearchOverlay.module.scss';

/**
 * The search modal. Escape or a backdrop click closes it; page scroll is
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
  const { recent, remember, clear: clearRecent } = useRecentSearches();
  const { trimmed, searchable, pending, failed, retry, answer } = useOverlaySearch(query, lang);

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

  const choose = () => {
    remember(trimmed);
    onClose();
  };

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
          <SearchInput ref={inputRef} id={inputId} className={styles.input} placeholder={texts.placeholder} value={query} onChange={setQuery} />
          <button type="button" className={styles.close} onClick={onClose} aria-label={texts.close}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </form>

        <div className={styles.body}>
          {!trimmed &&
            (recent.length > 0 ? (
              <RecentSearches
                headingId={`${titleId}-recent`}
                searches={recent}
                texts={texts}
                onPick={(item) => {
                  setQuery(item);
                  inputRef.current?.focus();
                }}
                onClear={() => {
                  clearRecent();
                  inputRef.current?.focus();
                }}
              />
            ) : (
              <p className={styles.hint}>{texts.emptyHint}</p>
            ))}

          {trimmed && !searchable && <p className={styles.hint}>{texts.emptyHint}</p>}

          {pending && <Spinner label={texts.loading} showLabel />}

          {searchable && !pending && failed && (
            <SearchError message={texts.error} retryLabel={texts.retry} onRetry={retry} className={styles.error} retryClassName={styles.retry} />
          )}

          {answer && answer.results.length === 0 && (
            <div className={styles.empty} role="status">
              <p className={styles.emptyTitle}>{texts.noResults}</p>
              <p>{texts.noResultsHint}</p>
            </div>
          )}

          {answer && answer.results.length > 0 && <OverlayResults lang={lang} answer={answer} texts={texts} allResultsHref={searchPage(trimmed)} onChoose={choose} />}
        </div>
      </div>
    </div>,
    document.body,
  );
}
