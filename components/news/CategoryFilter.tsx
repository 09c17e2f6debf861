'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '@/lib/hooks/useDismiss';
import styles from './CategoryFilter.module.scss';

export interface FilterOption<K> {
  key: K;
  label: string;
}

/**
 * Category choice: pill buttons on desktop, a dropdown on mobile that closes on an outside click
 * and on Escape (spec part 1 §2). Both render; the stylesheet shows one per breakpoint.
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
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const current = options.find((o) => o.key === value) ?? options[0];

  const closeMenu = useCallback(() => setOpen(false), []);
  useDismiss(open, closeMenu, wrapper, toggle);

  const choose = (key: K) => {
    setOpen(false);
    onChange(key);
  };

  return (
    <div className={styles.filter}>
      <div className={styles.pills} role="group" aria-label={label} data-testid="category-pills">
        {options.map((option) => (
          <button
            key={String(option.key)}
            type="button"
            className={styles.pill}
            aria-pressed={option.key === value}
            onClick={() => choose(option.key)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div className={styles.dropdown} ref={wrapper} data-testid="category-dropdown">
        <span id={`${id}-label`} className={styles.dropdownLabel}>
          {dropdownLabel}
        </span>
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-labelledby={`${id}-label ${id}-value`}
          onClick={() => setOpen((v) => !v)}
        >
          <span id={`${id}-value`}>{current?.label}</span>
          <span className={styles.chevron} aria-hidden="true" />
        </button>
        {open && (
          <ul id={`${id}-list`} className={styles.menu} aria-labelledby={`${id}-label`}>
            {options.map((option) => (
              <li key={String(option.key)}>
                <button
                  type="button"
                  className={styles.menuItem}
                  aria-pressed={option.key === value}
                  onClick={() => choose(option.key)}
                >
                  {option.label}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
