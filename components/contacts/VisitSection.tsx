'use client';

import { useId, useState, type ReactNode } from 'react';
import styles from './VisitSection.module.scss';

/** "a visit section whose buttons toggle a contact-information panel open and closed." */
export function VisitSection({
  title,
  subtitle,
  openLabel,
  closeLabel,
  children,
}: {
  title: string;
  subtitle: string;
  openLabel: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section className={styles.visit} aria-labelledby={`${panelId}-title`}>
      <div className={styles.visitInner}>
        <h2 id={`${panelId}-title`}>{title}</h2>
        {subtitle && <p>{subtitle}</p>}
        <button type="button" className={styles.visitButton} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
          {open ? closeLabel : openLabel}
        </button>
        <div id={panelId} className={styles.visitPanel} hidden={!open} data-testid="visit-panel">
          {children}
          <button type="button" className={styles.linkButtonOnDark} aria-controls={panelId} aria-expanded={open} onClick={() => setOpen(false)}>
            {closeLabel}
          </button>
        </div>
      </div>
    </section>
  );
}
