'use client';

import { useId } from 'react';
import { withFilter } from '@/lib/list-state/list-state';
import { useListNavigation } from '@/lib/list-state/useListNavigation';
import { useSearchText } from '@/lib/list-state/useSearchText';
import { NO_STORY_FILTERS, STORIES_FILTERS, type StoriesListState } from '@/lib/stories/list-filters';
import styles from './Stories.module.scss';

export interface StoriesFiltersLabels {
  filtersTitle: string;
  searchLabel: string;
  searchPlaceholder: string;
  yearLabel: string;
  allYears: string;
  programLabel: string;
  allPrograms: string;
  reset: string;
}

/**
 * The filter panel (text, year, program, reset) and the count. A GET form of
 * the list's address (usable without scripts); with scripts each change is a new address, page 1,
 * that the server renders.
 */
export function StoriesFilters({
  path,
  state,
  years,
  programs,
  count,
  labels,
}: {
  path: string;
  state: StoriesListState;
  years: string[];
  programs: string[];
  /** The count of stories found, already worded. */
  count: string;
  labels: StoriesFiltersLabels;
}) {
  const { state: current, go, choose } = useListNavigation(path, STORIES_FILTERS, state);
  const id = useId();
  const search = useSearchText(state.filters.q, (text, mode) => go(withFilter(current, 'q', text), mode), path);
  const active = Object.values(current.filters).some((value) => value !== '');
  return (
    <form
      className={styles.filters}
      role="search"
      aria-labelledby={`${id}-title`}
      action={path}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        search.submit();
      }}
    >
      <h2 id={`${id}-title`} className={styles.filtersTitle}>
        {labels.filtersTitle}
      </h2>
      <div className={styles.filterFields}>
        <div className={styles.filterField}>
          <label htmlFor={`${id}-q`}>{labels.searchLabel}</label>
          <input {...search.inputProps} id={`${id}-q`} type="search" name="q" placeholder={labels.searchPlaceholder} />
        </div>
        <div className={styles.filterField}>
          <label htmlFor={`${id}-year`}>{labels.yearLabel}</label>
          <select id={`${id}-year`} name="year" value={current.filters.year} onChange={(e) => choose('year', e.target.value)}>
            <option value="">{labels.allYears}</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filterField}>
          <label htmlFor={`${id}-program`}>{labels.programLabel}</label>
          <select id={`${id}-program`} name="program" value={current.filters.program} onChange={(e) => choose('program', e.target.value)}>
            <option value="">{labels.allPrograms}</option>
            {programs.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className={styles.reset} onClick={() => go(NO_STORY_FILTERS)} disabled={!active}>
          {labels.reset}
        </button>
      </div>
      <p className={styles.count} role="status" data-testid="stories-count">
        {count}
      </p>
    </form>
  );
}
