'use client';

import { useId, useState, type ReactNode } from 'react';
import styles from './TestimonialCard.module.scss';

/** The collapsed/expanded state of a testimonial card. */
export function TestimonialToggle({
  fullWidthWhenExpanded,
  collapsed,
  labels,
  body,
  header,
}: {
  fullWidthWhenExpanded: boolean;
  collapsed: string | null;
  labels: { readMore: string; readLess: string };
  body: ReactNode;
  header: ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const showFull = collapsed === null || expanded;
  return (
    <figure className={`${styles.card} ${expanded && fullWidthWhenExpanded ? styles.wide : ''}`} data-expanded={expanded}>
      {header}
      <blockquote id={bodyId} className={styles.quote}>
        {showFull ? body : <p className={styles.text}>{collapsed}</p>}
      </blockquote>
      {collapsed !== null && (
        <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded((v) => !v)}>
          {expanded ? labels.readLess : labels.readMore}
        </button>
      )}
    </figure>
  );
}
