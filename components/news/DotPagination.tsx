'use client';

import { fill } from '@/lib/i18n/fill';
import styles from './DotPagination.module.scss';

/** Dot pagination: one dot per page, the current one marked. */
export function DotPagination({
  page,
  totalPages,
  onChange,
  label,
  pageLabel,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label: string;
  pageLabel: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.nav} aria-label={label} data-testid="news-pagination">
      <ul className={styles.list}>
        {Array.from({ length: totalPages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <button
              type="button"
              className={styles.dot}
              aria-label={fill(pageLabel, { page: n })}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => onChange(n)}
            >
              <span className={styles.mark} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
