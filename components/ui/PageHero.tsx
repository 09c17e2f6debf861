import type { ReactNode } from 'react';
import { longFigure } from './figure';
import styles from './PageHero.module.scss';

export interface HeroStat {
  value: string;
  label: string;
}

/** The hero every content page opens with: title, subtitle, description, up to four statistics. */
export function PageHero({
  title,
  subtitle,
  description,
  stats = [],
  eyebrow,
  children,
  titleId,
}: {
  title: ReactNode;
  subtitle?: string;
  description?: ReactNode;
  stats?: HeroStat[];
  eyebrow?: ReactNode;
  children?: ReactNode;
  titleId?: string;
}) {
  const shown = stats.filter((s) => s.value !== '' || s.label !== '');
  return (
    <div className={styles.hero}>
      <div className={styles.inner}>
        {eyebrow && <div className={styles.eyebrow}>{eyebrow}</div>}
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {description && <div className={styles.description}>{description}</div>}
        {children}
        {shown.length > 0 && (
          <dl className={styles.stats}>
            {shown.map((stat) => (
              <div key={`${stat.label}-${stat.value}`} className={styles.stat}>
                <dt className={styles.statLabel}>{stat.label}</dt>
                <dd className={styles.statValue} data-long={longFigure(stat.value)}>
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </div>
  );
}
