'use client';

import type { Locale } from '@/lib/i18n/locales';
import { withFilter } from '@/lib/list-state/list-state';
import { useListNavigation } from '@/lib/list-state/useListNavigation';
import { SEARCH_TYPES } from '@/lib/cms/search-types';
import { SEARCH_FILTERS, searchTypeOf, type SearchListState } from '@/lib/search/list-filters';
import type { SearchTexts } from './texts';
import styles from './SearchResults.module.scss';

/** The type pills (all, news, program, page, team): a choice is a new address, page 1. */
export function SearchTypeFilter({ lang, state, texts }: { lang: Locale; state: SearchListState; texts: Pick<SearchTexts, 'types'> & { label: string } }) {
  const { state: shown, go } = useListNavigation(`/${lang}/search`, SEARCH_FILTERS, state);
  const current = searchTypeOf(shown);
  return (
    <div className={styles.filters} role="group" aria-label={texts.label}>
      {SEARCH_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          className={styles.pill}
          aria-pressed={current === type}
          onClick={() => current !== type && go(withFilter(shown, 'type', type === 'all' ? '' : type))}
        >
          {texts.types[type]}
        </button>
      ))}
    </div>
  );
}
