'use client';

import { useId, useState, type ReactNode } from 'react';
import { ChoiceButton, ChoiceList } from '@/components/ui/ChoiceButton';
import { useDropdown } from '@/lib/hooks/useDropdown';
import { filterSections } from '@/lib/programs/groups';
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
  const listId = useId();
  const { open, close, root, toggleProps } = useDropdown(listId);

  const current = options.find((o) => o.id === category);
  const choose = (value: number | 'all') => {
    setCategory(value);
    close();
  };
  const visible = filterSections(sections.map((s) => s.groups), category);

  return (
    <>
      <div className={styles.filter} ref={root} role="group" aria-label={texts.filterLabel}>
        <ChoiceButton className={styles.chip} pressed={category === 'all'} onChoose={() => choose('all')}>
          {texts.all}
        </ChoiceButton>
        <div className={styles.dropdown}>
          <button type="button" className={styles.dropdownButton} {...toggleProps} data-active={category !== 'all' || undefined}>
            {current ? current.label : texts.chooseCategory}
            <span aria-hidden="true" className={styles.chevron} />
          </button>
          {open && (
            <ChoiceList
              id={listId}
              className={styles.dropdownList}
              itemClassName={styles.dropdownOption}
              options={options.map((option) => ({ key: option.id, label: option.label }))}
              value={category}
              onChoose={choose}
            />
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
