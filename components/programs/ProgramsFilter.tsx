'use client';

import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from '@/lib/hooks/useDismiss';
import styles from './Programs.module.scss';

export interface FilterSection {
  /** Category ids in this section, each with its rendered group. */
  groups: { id: number; node: ReactNode }[];
}

export interface FilterTexts {
  filterLabel: string;
  all: string;
  chooseCategory: string;
}

/**
 * Category filter over the server-rendered groups: an 'all' chip and a dropdown of categories.
 * The dropdown closes on an outside click and on Escape (returning focus to its button).
 */
export function ProgramsFilter({
  options,
  sections,
  texts,
}: {
  options: { id: number; label: string }[];
  sections: FilterSection[];
  texts: FilterTexts;
}) {
  const [category, setCategory] = useState<number | 'all'>('all');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const closeMenu = useCallback(() => setOpen(false), []);
  useDismiss(open, closeMenu, rootRef, buttonRef);

  const current = options.find((o) => o.id === category);
  const choose = (value: number | 'all') => {
    setCategory(value);
    setOpen(false);
  };
  const visible = sections
    .map((s) => s.groups.filter((g) => category === 'all' || g.id === category))
    .filter((groups) => groups.length > 0);

  return (
    <>
      <div className={styles.filter} ref={rootRef} role="group" aria-label={texts.filterLabel}>
        <button type="button" className={styles.chip} aria-pressed={category === 'all'} onClick={() => choose('all')}>
          {texts.all}
        </button>
        <div className={styles.dropdown}>
          <button
            ref={buttonRef}
            type="button"
            className={styles.dropdownButton}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((v) => !v)}
            data-active={category !== 'all' || undefined}
          >
            {current ? current.label : texts.chooseCategory}
            <span aria-hidden="true" className={styles.chevron} />
          </button>
          {open && (
            <ul id={listId} className={styles.dropdownList}>
              {options.map((option) => (
                <li key={option.id}>
                  <button
                    type="button"
                    className={styles.dropdownOption}
                    aria-pressed={category === option.id}
                    onClick={() => choose(option.id)}
                  >
                    {option.label}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div aria-live="polite" className={styles.sections}>
        {visible.map((groups) => (
          <div key={groups.map((g) => g.id).join('-')} className={styles.section}>
            {groups.map((g) => (
              <div key={g.id}>{g.node}</div>
            ))}
          </div>
        ))}
      </div>
    </>
  );
}
