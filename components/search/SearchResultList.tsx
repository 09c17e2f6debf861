import { Link } from '@/components/ui/Link';
import { formatLongDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { Highlighted } from './Highlighted';
import { resultHref } from './result-text';
import type { SearchAnswer } from './search-client';
import type { SearchTexts } from './texts';
import styles from './SearchResults.module.scss';

/** One page of results, numbered on from `start`: each its type, linked title, excerpt and date. */
export function SearchResultList({
  lang,
  results,
  start,
  typeLabels,
}: {
  lang: Locale;
  results: SearchAnswer['results'];
  start: number;
  typeLabels: SearchTexts['typeLabels'];
}) {
  return (
    <ol className={styles.list} data-testid="search-results" start={start}>
      {results.map((result) => {
        const date = result.date ? formatLongDate(result.date, lang) : '';
        return (
          <li key={`${result.type}-${result.id}`} className={styles.card}>
            <span className={styles.type}>{typeLabels[result.type]}</span>
            <h3 className={styles.title}>
              <Link href={resultHref(result.url, lang)}>{result.title}</Link>
            </h3>
            {result.excerpt && (
              <p className={styles.excerpt}>
                <Highlighted text={result.excerpt} highlight={result.highlight} />
              </p>
            )}
            {date && (
              <time className={styles.date} dateTime={result.date.slice(0, 10)}>
                {date}
              </time>
            )}
          </li>
        );
      })}
    </ol>
  );
}
