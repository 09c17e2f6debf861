'use client';

import { useId, useMemo, useState } from 'react';
import { fill } from '@/lib/i18n/fill';
import { filterStories, NO_FILTERS, type Story, type StoryFilters } from '@/lib/stories/stories';
import { StoryCard, type StoryCardLabels } from './StoryCard';
import styles from './Stories.module.scss';

export interface StoriesExplorerLabels extends StoryCardLabels {
  filtersTitle: string;
  searchLabel: string;
  searchPlaceholder: string;
  yearLabel: string;
  allYears: string;
  programLabel: string;
  allPrograms: string;
  reset: string;
  /** Already chosen for the count by the server: '{count} stories' forms by plural category. */
  found: { one: string; few: string; many: string; other: string };
  noStories: string;
  noStoriesHint: string;
}

/** Filter panel (text, year, program, reset), grid, 'No stories found'. */
export function StoriesExplorer({
  stories,
  years,
  programs,
  locale,
  labels,
}: {
  stories: Story[];
  years: string[];
  programs: string[];
  locale: string;
  labels: StoriesExplorerLabels;
}) {
  const [filters, setFilters] = useState<StoryFilters>(NO_FILTERS);
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const id = useId();
  const shown = useMemo(() => filterStories(stories, filters, locale), [stories, filters, locale]);
  const active = filters.query !== '' || filters.year !== '' || filters.program !== '';
  const form = new Intl.PluralRules(locale).select(shown.length) as keyof typeof labels.found;
  const countText = fill(labels.found[form] ?? labels.found.other, { count: shown.length });

  const update = (patch: Partial<StoryFilters>) => setFilters((current) => ({ ...current, ...patch }));
  const reset = () => {
    setFilters(NO_FILTERS);
    setExpandedId(null);
  };

  return (
    <>
      <form className={styles.filters} role="search" aria-labelledby={`${id}-title`} onSubmit={(e) => e.preventDefault()}>
        <h2 id={`${id}-title`} className={styles.filtersTitle}>
          {labels.filtersTitle}
        </h2>
        <div className={styles.filterFields}>
          <div className={styles.filterField}>
            <label htmlFor={`${id}-q`}>{labels.searchLabel}</label>
            <input
              id={`${id}-q`}
              type="search"
              value={filters.query}
              placeholder={labels.searchPlaceholder}
              onChange={(e) => update({ query: e.target.value })}
            />
          </div>
          <div className={styles.filterField}>
            <label htmlFor={`${id}-year`}>{labels.yearLabel}</label>
            <select id={`${id}-year`} value={filters.year} onChange={(e) => update({ year: e.target.value })}>
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
            <select id={`${id}-program`} value={filters.program} onChange={(e) => update({ program: e.target.value })}>
              <option value="">{labels.allPrograms}</option>
              {programs.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className={styles.reset} onClick={reset} disabled={!active}>
            {labels.reset}
          </button>
        </div>
        <p className={styles.count} role="status" data-testid="stories-count">
          {countText}
        </p>
      </form>
      {shown.length === 0 ? (
        <div className={styles.empty} data-testid="stories-empty">
          <p className={styles.emptyTitle}>{labels.noStories}</p>
          <p>{labels.noStoriesHint}</p>
          <button type="button" className={styles.resetPrimary} onClick={reset}>
            {labels.reset}
          </button>
        </div>
      ) : (
        <div className={styles.grid}>
          {shown.map((story) => (
            <StoryCard
              key={story.id}
              story={story}
              expanded={expandedId === story.id}
              onToggle={() => setExpandedId((current) => (current === story.id ? null : story.id))}
              labels={labels}
            />
          ))}
        </div>
      )}
    </>
  );
}
