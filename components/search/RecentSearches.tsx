import type { OverlayTexts } from './texts';
import styles from './SearchOverlay.module.scss';

interface Props {
  headingId: string;
  searches: string[];
  texts: Pick<OverlayTexts, 'recentTitle' | 'clearRecent'>;
  /** Searches again for a recent query. */
  onPick: (query: string) => void;
  onClear: () => void;
}

/** The overlay's list of recent searches, each a button that searches again, and 'Clear'. */
export function RecentSearches({ headingId, searches, texts, onPick, onClear }: Props) {
  return (
    <section aria-labelledby={headingId}>
      <div className={styles.recentHead}>
        <h3 id={headingId} className={styles.sectionTitle}>
          {texts.recentTitle}
        </h3>
        <button type="button" className={styles.textButton} onClick={onClear}>
          {texts.clearRecent}
        </button>
      </div>
      <ul className={styles.recentList} data-testid="recent-searches">
        {searches.map((item) => (
          <li key={item}>
            <button type="button" className={styles.recentItem} onClick={() => onPick(item)}>
              {item}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
