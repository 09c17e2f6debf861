import { Link } from '@/components/ui/Link';
import type { ReactNode } from 'react';
import { fill } from '@/lib/i18n/fill';
import { pageRow } from '@/lib/list-state/page-row';
import styles from './Pagination.module.scss';

export interface PaginationLabels {
  /** The navigation's name ("News pages"). */
  nav: string;
  /** One page's name, with {page} ("Page {page}", "Go to page {page}"). */
  page: string;
  previous: string;
  next: string;
}

/** Up to this many pages a list that allows it shows the seed's dots; past it, the compact row. */
export const DOT_PAGES_MAX = 10;

/**
 * Where a page is: an address (a server-rendered list: real links that work without scripts and
 * can be crawled) or a callback (a list paged in the browser, such as the exhibition gallery).
 */
export type PaginationTarget = { href: (page: number) => string } | { onSelect: (page: number) => void };

/**
 * The pagination of every paged list. Few pages: one dot per page (the seed's style) where the
 * list allows dots. Otherwise the compact row: previous, the first and last pages, the current
 * page and its neighbours with ellipses between, next; previous is disabled on page 1 and next on
 * the last page. Nothing when there is one page.
 */
export function Pagination({
  page,
  totalPages,
  labels,
  target,
  dots = true,
  testId,
}: {
  page: number;
  totalPages: number;
  labels: PaginationLabels;
  target: PaginationTarget;
  dots?: boolean;
  testId?: string;
}) {
  if (totalPages <= 1) return null;
  const asDots = dots && totalPages <= DOT_PAGES_MAX;

  const to = (n: number, className: string | undefined, children: ReactNode, name?: string) => {
    const current = n === page ? ('page' as const) : undefined;
    if ('href' in target) {
      return (
        <Link className={className} href={target.href(n)} aria-label={name} aria-current={current}>
          {children}
        </Link>
      );
    }
    return (
      <button type="button" className={className} aria-label={name} aria-current={current} onClick={() => target.onSelect(n)}>
        {children}
      </button>
    );
  };

  const step = (n: number, text: string, enabled: boolean) => {
    if (enabled) return to(n, styles.number, text);
    // A link to nowhere is no link: named and disabled, out of the tab order.
    return 'href' in target ? (
      <a className={styles.number} role="link" aria-disabled="true">
        {text}
      </a>
    ) : (
      <button type="button" className={styles.number} disabled aria-disabled="true">
        {text}
      </button>
    );
  };

  if (asDots) {
    return (
      <nav className={styles.nav} aria-label={labels.nav} data-testid={testId}>
        <ul className={styles.list}>
          {Array.from({ length: totalPages }, (_, i) => i + 1).map((n) => (
            <li key={n}>{to(n, styles.dot, <span className={styles.mark} aria-hidden="true" />, fill(labels.page, { page: n }))}</li>
          ))}
        </ul>
      </nav>
    );
  }

  return (
    <nav className={styles.nav} aria-label={labels.nav} data-testid={testId}>
      <ul className={styles.list}>
        <li>{step(page - 1, labels.previous, page > 1)}</li>
        {pageRow(page, totalPages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>{to(item, styles.number, item, fill(labels.page, { page: item }))}</li>
          ),
        )}
        <li>{step(page + 1, labels.next, page < totalPages)}</li>
      </ul>
    </nav>
  );
}
