import { fill } from '@/lib/i18n/fill';
import { pageButtons } from '@/lib/search/query';
import type { SearchTexts } from './texts';
import styles from './SearchResults.module.scss';

/** The results page's pages: previous, the numbered buttons around the current page, next. */
export function SearchPagination({
  current,
  pages,
  texts,
  onPage,
}: {
  current: number;
  pages: number;
  texts: Pick<SearchTexts['page'], 'pagination' | 'previous' | 'next' | 'pageLabel'>;
  onPage: (page: number) => void;
}) {
  return (
    <nav className={styles.pagination} aria-label={texts.pagination}>
      <button type="button" className={styles.pageButton} disabled={current <= 1} onClick={() => onPage(current - 1)}>
        {texts.previous}
      </button>
      {pageButtons(current, pages).map((n) => (
        <button
          key={n}
          type="button"
          className={styles.pageButton}
          aria-current={n === current ? 'page' : undefined}
          aria-label={fill(texts.pageLabel, { page: n })}
          onClick={() => n !== current && onPage(n)}
        >
          {n}
        </button>
      ))}
      <button type="button" className={styles.pageButton} disabled={current >= pages} onClick={() => onPage(current + 1)}>
        {texts.next}
      </button>
    </nav>
  );
}
