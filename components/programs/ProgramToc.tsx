'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '@/lib/hooks/useDismiss';
import { scrollToSection } from './scroll-to-section';
import { useFooterInView } from '@/lib/hooks/useFooterInView';
import styles from './ProgramToc.module.scss';

/**
 * The floating table-of-contents button (narrow screens; wide ones have the side navigation).
 * Links scroll smoothly to their anchor (instantly when the visitor prefers reduced motion),
 * move focus to the target and keep the address's hash.
 */
export function ProgramToc({
  entries,
  texts,
}: {
  entries: { anchor: string; label: string }[];
  texts: { toc: string; openToc: string; closeToc: string };
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const overFooter = useFooterInView() && !open;

  const closeMenu = useCallback(() => setOpen(false), []);
  useDismiss(open, closeMenu, rootRef, buttonRef);

  function go(anchor: string) {
    if (scrollToSection(anchor)) setOpen(false);
  }

  return (
    <div className={styles.toc} ref={rootRef} data-over-footer={overFooter || undefined}>
      {open && (
        <nav id={panelId} className={styles.tocPanel} aria-label={texts.toc}>
          <p className={styles.tocTitle}>{texts.toc}</p>
          <ol>
            {entries.map((entry) => (
              <li key={entry.anchor}>
                <a
                  href={`#${entry.anchor}`}
                  onClick={(event) => {
                    event.preventDefault();
                    go(entry.anchor);
                  }}
                >
                  {entry.label}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <button
        ref={buttonRef}
        type="button"
        className={styles.tocButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? texts.closeToc : texts.openToc}
        onClick={() => setOpen((v) => !v)}
      >
        <span aria-hidden="true" className={styles.tocIcon} />
      </button>
    </div>
  );
}
