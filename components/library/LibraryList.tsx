import { Link } from '@/components/ui/Link';
import { CategorySearchFilters } from '@/components/ui/CategorySearchFilters';
import { Facts } from '@/components/ui/Facts';
import { Pagination } from '@/components/ui/Pagination';
import type { LibraryResource } from '@/lib/cms/schemas';
import { fill } from '@/lib/i18n/fill';
import { formatLongDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { LIBRARY_FILTERS, type LibraryListState } from '@/lib/library/list-filters';
import { isFiltered, listHref, withPage } from '@/lib/list-state/list-state';
import styles from './Library.module.scss';

export interface LibraryListTexts {
  all: string;
  filterLabel: string;
  categoryDropdown: string;
  searchLabel: string;
  searchPlaceholder: string;
  download: string;
  downloadLabel: string;
  noResultsTitle: string;
  noResultsDescription: string;
  noResultsSearch: string;
  noResources: string;
  clearFilters: string;
  resultsLabel: string;
  fileType: string;
  fileSize: string;
  date: string;
  pagination: string;
  page: string;
  previous: string;
  next: string;
}

const LIST_ID = 'library-list';

/**
 * The library's filter, search, one page of resource rows and the pagination, rendered on the
 * server for the address: newest first by publication_date or date, with the spec's empty states;
 * "clear filters" is the list's bare address.
 */
export function LibraryList({
  lang,
  path,
  state,
  resources,
  totalPages,
  anyResources,
  categories,
  texts,
}: {
  lang: Locale;
  /** The list's address, /{lang}/library. */
  path: string;
  state: LibraryListState;
  resources: LibraryResource[];
  totalPages: number;
  /** Whether the library has any resource at all (else its own empty text). */
  anyResources: boolean;
  categories: { id: number; name: string }[];
  texts: LibraryListTexts;
}) {
  const query = state.filters.q;
  return (
    <div className={styles.explorer} id={LIST_ID}>
      <CategorySearchFilters path={path} state={state} categories={categories} texts={texts} classes={{ controls: styles.controls, search: styles.search, searchInput: styles.searchInput, visuallyHidden: styles.visuallyHidden }} />
      {!anyResources ? (
        <p className={styles.empty}>{texts.noResources}</p>
      ) : resources.length === 0 ? (
        <div className={styles.empty} data-testid="library-empty" role="status">
          <h3 className={styles.emptyTitle}>{texts.noResultsTitle}</h3>
          <p>{query ? fill(texts.noResultsSearch, { query }) : texts.noResultsDescription}</p>
          {isFiltered(state) && (
            <Link className={styles.clear} href={path} scroll={false}>
              {texts.clearFilters}
            </Link>
          )}
        </div>
      ) : (
        <ul className={styles.rows} aria-label={texts.resultsLabel} data-testid="library-rows">
          {resources.map((resource) => (
            <li key={resource.id} className={styles.row} data-testid="library-row">
              <div className={styles.rowMain}>
                {resource.category && <p className={styles.category}>{resource.category}</p>}
                <h3 className={styles.rowTitle}>{resource.title}</h3>
                {resource.description && <p className={styles.description}>{resource.description}</p>}
                <Facts
                  className={styles.facts}
                  facts={[
                    { label: texts.fileType, value: resource.file_type },
                    { label: texts.fileSize, value: resource.file_size },
                    {
                      label: texts.date,
                      value: (resource.publication_date || resource.date) && (
                        <time dateTime={(resource.publication_date || resource.date).slice(0, 10)} data-testid="library-date">
                          {formatLongDate(resource.publication_date || resource.date, lang)}
                        </time>
                      ),
                    },
                  ]}
                />
              </div>
              {resource.file_url && (
                <a
                  className={styles.download}
                  href={resource.file_url}
                  download
                  aria-label={fill(texts.downloadLabel, {
                    action: texts.download,
                    title: resource.title,
                    type: resource.file_type,
                    size: resource.file_size,
                  })}
                >
                  {texts.download}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={state.page}
        totalPages={totalPages}
        labels={{ nav: texts.pagination, page: texts.page, previous: texts.previous, next: texts.next }}
        target={{ href: (n) => `${listHref(path, LIBRARY_FILTERS, withPage(state, n))}#${LIST_ID}` }}
        testId="library-pagination"
      />
    </div>
  );
}
