'use client';

import { useRouter } from 'next/navigation';
import { useId, useLayoutEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import type { Locale } from '@/lib/i18n/locales';
import { listHref } from '@/lib/list-state/list-state';
import { SEARCH_FILTERS, type SearchListState } from '@/lib/search/list-filters';
import { rememberSearch } from '@/lib/search/recent';
import { isSearchable } from '@/lib/search/searchable';
import { SearchInput } from './SearchInput';
import type { SearchTexts } from './texts';
import styles from './SearchResults.module.scss';

/**
 * The search page's form. A GET form of /{lang}/search (usable before and
 * without scripts); with scripts, submitting does nothing for a blank query, resets to page 1,
 * remembers the query and shows the results the server renders; the submit button is disabled
 * while searching or when the query is blank; clear goes back to the bare route.
 */
export function SearchForm({ lang, state, texts }: { lang: Locale; state: SearchListState; texts: SearchTexts['page'] }) {
  const router = useRouter();
  const [searching, startSearch] = useTransition();
  const inputId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [input, setInput] = useState(state.filters.q);
  const [addressQuery, setAddressQuery] = useState(state.filters.q);
  const path = `/${lang}/search`;
  // The field follows the address when it changes from outside (the overlay, back/forward).
  if (addressQuery !== state.filters.q) {
    setAddressQuery(state.filters.q);
    setInput(state.filters.q);
  }
  // What was typed into the server-rendered field before the scripts ran.
  useLayoutEffect(() => {
    const typed = field.current?.value ?? '';
    if (typed !== state.filters.q) setInput(typed);
    // Only what the first render found.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = input.trim();
    if (!q || searching) return;
    if (isSearchable(q)) rememberSearch(window.localStorage, q);
    const next = { filters: { ...state.filters, q }, page: 1 };
    startSearch(() => (q === state.filters.q && state.page === 1 ? router.refresh() : router.push(listHref(path, SEARCH_FILTERS, next))));
  }

  function clear() {
    setInput('');
    startSearch(() => router.push(path));
  }

  return (
    <>
      <form role="search" className={styles.form} action={path} method="get" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {texts.inputLabel}
        </label>
        {state.filters.type && <input type="hidden" name="type" value={state.filters.type} />}
        <SearchInput ref={field} id={inputId} className={styles.input} name="q" placeholder={texts.placeholder} value={input} onChange={setInput} />
        {(input || state.filters.q) && (
          <button type="button" className={styles.clear} onClick={clear}>
            {texts.clear}
          </button>
        )}
        <button type="submit" className={styles.submit} disabled={!input.trim() || searching}>
          {texts.submit}
        </button>
      </form>
      {searching && <Spinner label={texts.loading} showLabel />}
    </>
  );
}
