'use client';

import { CategoryFilter } from '@/components/news/CategoryFilter';
import { ListSearchField } from '@/components/ui/ListSearchField';
import { LIBRARY_FILTERS, type LibraryListState } from '@/lib/library/list-filters';
import { withFilter } from '@/lib/list-state/list-state';
import { useListNavigation } from '@/lib/list-state/useListNavigation';
import styles from './Library.module.scss';

/** The library's category choice and text search: each change is a new address, page 1. */
export function LibraryFilters({
  path,
  state,
  categories,
  texts,
}: {
  path: string;
  state: LibraryListState;
  categories: { id: number; name: string }[];
  texts: { all: string; filterLabel: string; categoryDropdown: string; searchLabel: string; searchPlaceholder: string };
}) {
  const { state: current, go, choose, pending } = useListNavigation(path, LIBRARY_FILTERS, state);
  return (
    <div className={styles.controls} aria-busy={pending || undefined}>
      <CategoryFilter<number>
        options={[{ key: 0, label: texts.all }, ...categories.map((c) => ({ key: c.id, label: c.name }))]}
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
    </div>
  );
}
