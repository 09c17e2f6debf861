import { SEARCH_TYPES, type SearchType } from '@/lib/cms/schemas/search';
import type { SearchTexts } from './texts';
import styles from './SearchResults.module.scss';

/** The results page's type filter: one pressed button per type, 'all' first. */
export function SearchTypeFilter({
  selected,
  names,
  label,
  onSelect,
}: {
  selected: SearchType;
  names: SearchTexts['types'];
  label: string;
  onSelect: (type: SearchType) => void;
}) {
  return (
    <div className={styles.filters} role="group" aria-label={label}>
      {SEARCH_TYPES.map((type) => (
        <button key={type} type="button" className={styles.pill} aria-pressed={selected === type} onClick={() => selected !== type && onSelect(type)}>
          {names[type]}
        </button>
      ))}
    </div>
  );
}
