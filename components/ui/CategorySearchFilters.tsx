'use client';

import { CategoryFilter } from '@/components/news/CategoryFilter';
import { ListSearchField } from '@/components/ui/ListSearchField';
import { CATEGORY_SEARCH_FILTERS, type CategorySearchState } from '@/lib/list-state/category-search';
import { withFilter } from '@/lib/list-state/list-state';
import { useListNavigation } from '@/lib/list-state/useListNavigation';

export interface CategorySearchTexts {
  all: string;
  filterLabel: string;
  categoryDropdown: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** Said while the next view loads; without it the controls are only marked busy. */
  loading?: string;
}

/**
 * A list's category choice and text search (the news list, the library). Each change is a new
 * address (`?category=&q=`, page 1) that the server renders; Back restores the previous view.
 */
export function CategorySearchFilters({
  path,
  state,
  categories,
  texts,
  classes,
}: {
  /** The list's address, /{lang}/news or /{lang}/library. */
  path: string;
  state: CategorySearchState;
  categories: { id: number; name: string }[];
  texts: CategorySearchTexts;
  classes: { controls?: string; search?: string; searchInput?: string; visuallyHidden?: string; loading?: string };
}) {
  const { state: current, go, choose, pending } = useListNavigation(path, CATEGORY_SEARCH_FILTERS, state);
  return (
    <div className={classes.controls} aria-busy={pending || undefined}>
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
        className={classes.search}
        inputClassName={classes.searchInput}
        labelClassName={classes.visuallyHidden}
      />
      {pending && texts.loading && (
        <p className={classes.loading} role="status">
          {texts.loading}
        </p>
      )}
    </div>
  );
}
