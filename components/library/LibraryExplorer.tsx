'use client';

import { useId, useMemo, useState } from 'react';
import { CategoryFilter } from '@/components/news/CategoryFilter';
import { Facts } from '@/components/ui/Facts';
import type { LibraryResource } from '@/lib/cms/schemas';
import { fill } from '@/lib/i18n/fill';
import { formatLongDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { filterResources, type LibraryFilter } from '@/lib/library/filter';
import styles from './Library.module.scss';

export interface LibraryExplorerTexts {
  all: string;
  filterLabel: string;
  categoryDropdown: string;
  searchLabel: string;
  searchPlaceholder: string;
  download: string;
  downloadLabel: string;
  noResultsTitle: string;
  noResultsDescription: string;
  noResultsSearch: string;
  noResources: string;
  clearFilters: string;
  resultsLabel: string;
  fileType: string;
  fileSize: string;
  date: string;
}

const NO_FILTER: LibraryFilter = { category: 'all', query: '' };

/**
 * The library's filter, search and resource rows: refiltered on every change,
 * newest first by publication_date or date, with the spec's empty states.
 */
export function LibraryExplorer({
  lang,
  resources,
  categories,
  texts,
}: {
  lang: Locale;
  resources: LibraryResource[];
  categories: { id: number; name: string }[];
  texts: LibraryExplorerTexts;
}) {
  const id = useId();
  const [filter, setFilter] = useState<LibraryFilter>(NO_FILTER);
  const shown = useMemo(() => filterResources(resources, filter), [resources, filter]);
  const active = filter.category !== 'all' || filter.query.trim() !== '';
  const query = filter.query.trim();

  return (
    <div className={styles.explorer}>
      <div className={styles.controls}>
        <CategoryFilter<number | 'all'>
          options={[{ key: 'all', label: texts.all }, ...categories.map((c) => ({ key: c.id, label: c.name }))]}
          value={filter.category}
          onChange={(category) => setFilter((f) => ({ ...f, category }))}
          label={texts.filterLabel}
          dropdownLabel={texts.categoryDropdown}
        />
        <form role="search" className={styles.search} onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={`${id}-q`} className={styles.visuallyHidden}>
            {texts.searchLabel}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className={styles.searchInput}
            placeholder={texts.searchPlaceholder}
            value={filter.query}
            onChange={(e) => setFilter((f) => ({ ...f, query: e.target.value }))}
            maxLength={200}
          />
        </form>
      </div>

      {resources.length === 0 ? (
        <p className={styles.empty}>{texts.noResources}</p>
      ) : shown.length === 0 ? (
        <div className={styles.empty} data-testid="library-empty" role="status">
          <h3 className={styles.emptyTitle}>{texts.noResultsTitle}</h3>
          <p>{query ? fill(texts.noResultsSearch, { query }) : texts.noResultsDescription}</p>
          {active && (
            <button type="button" className={styles.clear} onClick={() => setFilter(NO_FILTER)}>
              {texts.clearFilters}
            </button>
          )}
        </div>
      ) : (
        <ul className={styles.rows} aria-label={texts.resultsLabel} data-testid="library-rows">
          {shown.map((resource) => (
            <li key={resource.id} className={styles.row} data-testid="library-row">
              <div className={styles.rowMain}>
                {resource.category && <p className={styles.category}>{resource.category}</p>}
                <h3 className={styles.rowTitle}>{resource.title}</h3>
                {resource.description && <p className={styles.description}>{resource.description}</p>}
                <Facts
                  className={styles.facts}
                  facts={[
                    { label: texts.fileType, value: resource.file_type },
                    { label: texts.fileSize, value: resource.file_size },
                    {
                      label: texts.date,
                      value: (resource.publication_date || resource.date) && (
                        <time dateTime={(resource.publication_date || resource.date).slice(0, 10)} data-testid="library-date">
                          {formatLongDate(resource.publication_date || resource.date, lang)}
                        </time>
                      ),
                    },
                  ]}
                />
              </div>
              {resource.file_url && (
                <a
                  className={styles.download}
                  href={resource.file_url}
                  download
                  aria-label={fill(texts.downloadLabel, {
                    action: texts.download,
                    title: resource.title,
                    type: resource.file_type,
                    size: resource.file_size,
                  })}
                >
                  {texts.download}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
