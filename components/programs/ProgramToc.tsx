'use client';

import { useId } from 'react';
import { useDropdown } from '@/lib/hooks/useDropdown';
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
  const panelId = useId();
  const { open, close, root, toggleProps } = useDropdown(panelId);
  const overFooter = useFooterInView() && !open;

  function go(anchor: string) {
    if (scrollToSection(anchor)) close();
  }

  return (
    <div className={styles.toc} ref={root} data-over-footer={overFooter || undefined}>
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
      <button type="button" className={styles.tocButton} {...toggleProps} aria-label={open ? texts.closeToc : texts.openToc}>
        <span aria-hidden="true" className={styles.tocIcon} />
      </button>
    </div>
  );
}
