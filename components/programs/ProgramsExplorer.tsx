'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { ProgramCategoryGroup } from '@/lib/cms/schemas';
import { ProgramCard, type CardLabels } from './ProgramCard';
import styles from './Programs.module.scss';

export interface ExplorerLabels {
  filterLabel: string;
  allCategories: string;
  chooseCategory: string;
  noPrograms: string;
}

/**
 * The programme sections with the category filter: an 'all' chip and a dropdown, both closing on
 * an outside click and on Escape.
 */
export function ProgramsExplorer({
  sections,
  options,
  labels,
  cardLabels,
  locale,
  serverNow,
  basePath,
}: {
  sections: ProgramCategoryGroup[][];
  options: { id: number; label: string }[];
  labels: ExplorerLabels;
  cardLabels: CardLabels;
  locale: string;
  serverNow: number;
  basePath: string;
}) {
  const [selected, setSelected] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    function onPointer(event: PointerEvent) {
      if (boxRef.current && !boxRef.current.contains(event.target as Node)) setOpen(false);
    }
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const current = options.find((o) => o.id === selected);
  const visible = sections
    .map((section) => section.filter((group) => selected === null || group.id === selected))
    .filter((section) => section.length > 0);

  function choose(id: number | null) {
    setSelected(id);
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    <div className={styles.explorer}>
      <div className={styles.filter} role="group" aria-label={labels.filterLabel}>
        <button type="button" className={styles.chip} aria-pressed={selected === null} onClick={() => choose(null)}>
          {labels.allCategories}
        </button>
        <div className={styles.dropdown} ref={boxRef}>
          <button
            ref={buttonRef}
            type="button"
            className={styles.dropdownButton}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((v) => !v)}
          >
            {current?.label ?? labels.chooseCategory}
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
              <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          {open && (
            <ul id={listId} className={styles.dropdownList}>
              {options.map((option) => (
                <li key={option.id}>
                  <button type="button" aria-pressed={option.id === selected} onClick={() => choose(option.id)}>
                    {option.label}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>

      {visible.length === 0 && <p className={styles.empty}>{labels.noPrograms}</p>}
      {visible.map((section, index) => (
        <div key={index} className={styles.section}>
          {section.map((group) => (
            <section key={group.id} className={styles.category} aria-labelledby={`category-${group.id}`} data-category={group.id}>
              <h2 id={`category-${group.id}`} className={styles.categoryTitle}>
                {group.label}
              </h2>
              {group.programs.length === 0 ? (
                <p className={styles.empty}>{labels.noPrograms}</p>
              ) : (
                <div className={styles.grid}>
                  {group.programs.map((program) => (
                    <ProgramCard
                      key={program.slug}
                      program={program}
                      href={`${basePath}/${program.slug}`}
                      labels={cardLabels}
                      locale={locale}
                      serverNow={serverNow}
                    />
                  ))}
                </div>
              )}
            </section>
          ))}
        </div>
      ))}
    </div>
  );
}
