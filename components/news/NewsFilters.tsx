'use client';

import { ListSearchField } from '@/components/ui/ListSearchField';
import { withFilter, type ListState } from '@/lib/list-state/list-state';
import { useListNavigation } from '@/lib/list-state/useListNavigation';
import { NEWS_FILTERS } from '@/lib/news/list-filters';
import { CategoryFilter } from './CategoryFilter';
import styles from './NewsList.module.scss';

export interface NewsFiltersTexts {
  allNews: string;
  filterLabel: string;
  categoryDropdown: string;
  searchLabel: string;
  searchPlaceholder: string;
  loading: string;
}

/**
 * The news list's category choice and text search. Each change is a new address
 * (`?category=&q=`, page 1) that the server renders; Back restores the previous view.
 */
export function NewsFilters({
  path,
  state,
  categories,
  texts,
}: {
  /** The list's address, /{lang}/news. */
  path: string;
  state: ListState<keyof typeof NEWS_FILTERS>;
  categories: { id: number; name: string }[];
  texts: NewsFiltersTexts;
}) {
  const { state: current, go, choose, pending } = useListNavigation(path, NEWS_FILTERS, state);
  const options = [{ key: 0, label: texts.allNews }, ...categories.map((c) => ({ key: c.id, label: c.name }))];
  return (
    <div className={styles.controls}>
      <CategoryFilter
        options={options}
        value={Number(current.filters.category) || 0}
        onChange={(key) => choose('category', key === 0 ? '' : String(key))}
        label={texts.filterLabel}
        dropdownLabel={texts.categoryDropdown}
      />
      <ListSearchField
        action={path}
        value={state.filters.q}
        hidden={{ category: current.filters.category }}
        onSearch={(text, mode) => go(withFilter(current, 'q', text), mode)}
        label={texts.searchLabel}
        placeholder={texts.searchPlaceholder}
        className={styles.search}
        inputClassName={styles.searchInput}
        labelClassName={styles.visuallyHidden}
      />
      {pending && (
        <p className={styles.loading} role="status">
          {texts.loading}
        </p>
      )}
    </div>
  );
}
