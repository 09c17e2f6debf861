import type { ReactNode } from 'react';
import { longFigure } from '@/components/ui/figure';
import styles from './Institutional.module.scss';

/** A page section with its heading, shared by the about, history and founder pages. */
export function Section({
  id,
  title,
  subtitle,
  tone = 'plain',
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  tone?: 'plain' | 'tinted' | 'dark';
  children: ReactNode;
}) {
  const toneClass = tone === 'tinted' ? styles.tinted : tone === 'dark' ? styles.dark : '';
  return (
    <section className={`${styles.section} ${toneClass}`} aria-labelledby={id}>
      <div className={styles.inner}>
        <header className={styles.header}>
          <h2 id={id}>{title}</h2>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}

export interface Figure {
  number: string;
  label: string;
}

/** Figures as a description list (label read after the number by CSS order). */
export function Figures({ figures, label }: { figures: Figure[]; label?: string }) {
  const shown = figures.filter((f) => f.number);
  if (shown.length === 0) return null;
  return (
    <div className={styles.statsFrame}>
      <dl className={styles.stats} aria-label={label}>
        {shown.map((figure) => (
          <div key={`${figure.number}-${figure.label}`} className={styles.stat}>
            <dt>{figure.label}</dt>
            <dd data-long={longFigure(figure.number)}>{figure.number}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
