import type { ReactNode } from 'react';
import styles from './Section.module.scss';

/**
 * A page section with its heading and an optional subtitle under it, in the site's container:
 * what the institutional pages, contacts, team, alumni, FAQ and the hard-coded pages draw.
 */
export function Section({
  id,
  title,
  subtitle,
  label,
  tone = 'plain',
  block,
  children,
}: {
  /** The heading's id: the section is labelled by it (a heading inside `children` when there is no `title`). */
  id?: string;
  title?: string;
  subtitle?: string;
  /** The section's name when it has no heading. */
  label?: string;
  tone?: 'plain' | 'tinted' | 'dark';
  /** Names the section for tests and styles (`data-block`). */
  block?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={tone === 'plain' ? styles.section : `${styles.section} ${styles[tone]}`}
      aria-labelledby={id}
      aria-label={id ? undefined : label}
      data-block={block}
    >
      <div className={styles.inner}>
        {title && (
          <header className={styles.header}>
            <h2 id={id}>{title}</h2>
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
