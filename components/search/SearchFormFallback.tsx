'use client';

import type { Dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { SEARCH_MAX_LENGTH } from '@/lib/constants';
import { useTypedBeforeHydration } from '@/lib/hooks/useTypedBeforeHydration';
import styles from './SearchResults.module.scss';

/** Its field's id: SearchResults takes over what was typed into it. */
export const SEARCH_FALLBACK_FIELD_ID = 'search-fallback';

/**
 * The server-rendered form shown until the client search loads: a plain GET to this page, so
 * the page is usable before hydration and the layout does not jump.
 *
 * A client component for one case: when the search's code has not arrived by the time React
 * takes the page over, React replaces the server's copy of this form with one of its own while it
 * waits. That copy takes over the text and focus of the server's (as SearchResults later takes
 * them over from it), so nothing typed is lost in between.
 */
export function SearchFormFallback({ lang, texts }: { lang: Locale; texts: Dictionary['search']['page'] }) {
  const { initialText, refocus } = useTypedBeforeHydration(SEARCH_FALLBACK_FIELD_ID, '');
  return (
    <div className={styles.wrap}>
      <form role="search" className={styles.form} action={`/${lang}/search`} method="get">
        <label htmlFor={SEARCH_FALLBACK_FIELD_ID} className="visually-hidden">
          {texts.inputLabel}
        </label>
        <input
          id={SEARCH_FALLBACK_FIELD_ID}
          className={styles.input}
          type="search"
          name="q"
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={texts.placeholder}
          defaultValue={initialText}
          autoFocus={refocus}
        />
        <button type="submit" className={styles.submit}>
          {texts.submit}
        </button>
      </form>
    </div>
  );
}
