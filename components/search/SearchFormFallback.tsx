import type { Dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { SEARCH_MAX_LENGTH } from '@/lib/constants';
import styles from './SearchResults.module.scss';

/** Its field's id: SearchResults takes over what was typed into it. */
export const SEARCH_FALLBACK_FIELD_ID = 'search-fallback';

/**
 * The server-rendered form shown until the client search loads: a plain GET to this page, so
 * the page is usable before hydration and the layout does not jump.
 */
export function SearchFormFallback({ lang, texts }: { lang: Locale; texts: Dictionary['search']['page'] }) {
  return (
    <div className={styles.wrap}>
      <form role="search" className={styles.form} action={`/${lang}/search`} method="get">
        <label htmlFor={SEARCH_FALLBACK_FIELD_ID} className="visually-hidden">
          {texts.inputLabel}
        </label>
        <input id={SEARCH_FALLBACK_FIELD_ID} className={styles.input} type="search" name="q" maxLength={SEARCH_MAX_LENGTH} placeholder={texts.placeholder} />
        <button type="submit" className={styles.submit}>
          {texts.submit}
        </button>
      </form>
    </div>
  );
}
