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
        <FilterSelect id={`${id}-year`} name="year" label={labels.yearLabel} all={labels.allYears} options={years} value={current.filters.year} onChange={(value) => choose('year', value)} />
        <FilterSelect id={`${id}-program`} name="program" label={labels.programLabel} all={labels.allPrograms} options={programs} value={current.filters.program} onChange={(value) => choose('program', value)} />
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

/** One labelled choice of the filter panel: 'all' ('' in the address) and each option as it is. */
function FilterSelect({ id, name, label, all, options, value, onChange }: { id: string; name: string; label: string; all: string; options: string[]; value: string; onChange: (value: string) => void }) {
  return (
    <div className={styles.filterField}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
