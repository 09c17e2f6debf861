'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { prefersReducedMotion, useFocusTrap } from '@/lib/hooks/useFocusTrap';
import styles from './ProgramDetail.module.scss';

/** A floating button that opens the table of contents; links scroll smoothly (unless reduced motion). */
export function TableOfContents({
  entries,
  labels,
}: {
  entries: { id: string; label: string }[];
  labels: { toc: string; open: string; close: string };
}) {
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useFocusTrap(panelRef, open);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  function go(id: string) {
    setOpen(false);
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    history.replaceState(null, '', `#${id}`);
    target.focus({ preventScroll: true });
  }

  return (
    <div className={styles.toc}>
      {open && (
        <div ref={panelRef} id={panelId} className={styles.tocPanel} role="dialog" aria-modal="false" aria-label={labels.toc}>
          <p className={styles.tocTitle}>{labels.toc}</p>
          <ol>
            {entries.map((entry) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    go(entry.id);
                  }}
                >
                  {entry.label}
                </a>
              </li>
            ))}
          </ol>
        </div>
      )}
      <button type="button" className={styles.tocButton} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h16M4 18h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{open ? labels.close : labels.open}</span>
      </button>
    </div>
  );
}
