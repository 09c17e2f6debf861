import { longFigure } from './figure';
import styles from './Figures.module.scss';

export interface FigureItem {
  value: string;
  label: string;
  /** A line under the figure ("since 1992"). */
  note?: string;
}

/**
 * Figures as a description list of cards, the label read after the number (CSS puts it under).
 * Figures without a value are left out; nothing is drawn when none is left.
 */
export function Figures({ figures, label, tone = 'light' }: { figures: readonly FigureItem[]; label?: string; tone?: 'light' | 'navy' | 'onDark' }) {
  const shown = figures.filter((f) => f.value);
  if (shown.length === 0) return null;
  return (
    <div className={styles.frame}>
      <dl className={tone === 'light' ? styles.figures : `${styles.figures} ${styles[tone]}`} aria-label={label}>
        {shown.map((figure) => (
          <div key={`${figure.value}-${figure.label}`} className={styles.figure}>
            <dt>{figure.label}</dt>
            <dd>
              <span className={styles.value} data-long={longFigure(figure.value)}>
                {figure.value}
              </span>
              {figure.note && <span className={styles.note}>{figure.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
