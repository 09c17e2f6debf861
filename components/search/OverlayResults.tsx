import { Link } from '@/components/ui/Link';
import { fill } from '@/lib/i18n/fill';
import { pluralForm } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { Highlighted } from './Highlighted';
import { resultHref } from './result-text';
import type { SearchAnswer } from './search-client';
import type { OverlayTexts } from './texts';
import styles from './SearchOverlay.module.scss';

interface Props {
  lang: Locale;
  answer: SearchAnswer;
  texts: OverlayTexts;
  /** The results page of the same query ('see all results'). */
  allResultsHref: string;
  /** Following any of the links: remembers the query and closes the overlay. */
  onChoose: () => void;
}

/** The overlay's first results: how many were found, a link to each, and 'see all results'. */
export function OverlayResults({ lang, answer, texts, allResultsHref, onChoose }: Props) {
  return (
    <>
      <p className={styles.count} role="status">
        {fill(texts.resultsFound, { count: answer.total, results: pluralForm(answer.total, lang, texts.resultWord) })}
      </p>
      <ul className={styles.results} data-testid="overlay-results">
        {answer.results.map((result) => (
          <li key={`${result.type}-${result.id}`}>
            <Link href={resultHref(result.url, lang)} className={styles.result} onClick={onChoose}>
              <span className={styles.type}>{texts.typeLabels[result.type]}</span>
              <span className={styles.title}>{result.title}</span>
              {result.excerpt && (
                <span className={styles.excerpt}>
                  <Highlighted text={result.excerpt} highlight={result.highlight} />
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      <Link href={allResultsHref} className={styles.seeAll} onClick={onChoose}>
        {texts.seeAll}
      </Link>
    </>
  );
}
