'use client';

import { useId } from 'react';
import { ChoiceButton, ChoiceList, type FilterOption } from '@/components/ui/ChoiceButton';
import { useDropdown } from '@/lib/hooks/useDropdown';
import styles from './CategoryFilter.module.scss';

/**
 * Category choice: pill buttons on desktop, a dropdown on mobile that closes on an outside click
 * and on Escape. Both render; the stylesheet shows one per breakpoint.
 */
export function CategoryFilter<K extends string | number>({
  options,
  value,
  onChange,
  label,
  dropdownLabel,
}: {
  options: FilterOption<K>[];
  value: K;
  onChange: (key: K) => void;
  label: string;
  dropdownLabel: string;
}) {
  const id = useId();
  const { open, close, root, toggleProps } = useDropdown(`${id}-list`);
  const current = options.find((o) => o.key === value) ?? options[0];

  const choose = (key: K) => {
    close();
    onChange(key);
  };

  return (
    <div className={styles.filter}>
      <div className={styles.pills} role="group" aria-label={label} data-testid="category-pills">
        {options.map((option) => (
          <ChoiceButton key={String(option.key)} className={styles.pill} pressed={option.key === value} onChoose={() => choose(option.key)}>
            {option.label}
          </ChoiceButton>
        ))}
      </div>
      <div className={styles.dropdown} ref={root} data-testid="category-dropdown">
        <span id={`${id}-label`} className={styles.dropdownLabel}>
          {dropdownLabel}
        </span>
        <button type="button" className={styles.toggle} {...toggleProps} aria-labelledby={`${id}-label ${id}-value`}>
          <span id={`${id}-value`}>{current?.label}</span>
          <span className={styles.chevron} aria-hidden="true" />
        </button>
        {open && (
          <ChoiceList id={`${id}-list`} className={styles.menu} itemClassName={styles.menuItem} labelledBy={`${id}-label`} options={options} value={value} onChoose={choose} />
        )}
      </div>
    </div>
  );
}
