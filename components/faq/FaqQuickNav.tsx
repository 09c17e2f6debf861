'use client';

import type { MouseEvent } from 'react';
import { prefersReducedMotion } from '@/lib/hooks/useFocusTrap';
import styles from './Faq.module.scss';

/** "a sticky quick-navigation list scrolling smoothly to a question". */
export function FaqQuickNav({ label, items }: { label: string; items: { anchor: string; question: string }[] }) {
  function go(event: MouseEvent<HTMLAnchorElement>, anchor: string) {
    const target = document.getElementById(anchor);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, '', `#${anchor}`);
  }

  return (
    <nav className={styles.quickNav} aria-label={label}>
      <h2 className={styles.quickNavTitle}>{label}</h2>
      <ol>
        {items.map((item) => (
          <li key={item.anchor}>
            <a href={`#${item.anchor}`} onClick={(event) => go(event, item.anchor)}>
              {item.question}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
