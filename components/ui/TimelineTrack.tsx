import { TIMELINE_CARD_WIDTH_PX } from '@/lib/constants';
import { timelineCardLayout, timelineWidth } from '@/lib/exhibition/timeline';
import type { TimelineItem } from './Timeline';
import styles from './Timeline.module.scss';

/** The track of cards, already sorted: each placed along the line, above or below it, in its colour. */
export function TimelineTrack({ events }: { events: TimelineItem[] }) {
  return (
    <ol className={styles.track} style={{ width: timelineWidth(events.length) }}>
      {events.map((event, index) => {
        const layout = timelineCardLayout(index);
        return (
          <li
            key={event.id}
            className={styles.item}
            data-side={layout.side}
            data-colour={layout.colour}
            style={{ left: layout.left, width: TIMELINE_CARD_WIDTH_PX }}
          >
            <article className={styles.card}>
              {event.date && <p className={styles.date}>{event.date}</p>}
              <h3 className={styles.cardTitle}>{event.title}</h3>
              {event.descriptionHtml && (
                <div className={styles.description} dangerouslySetInnerHTML={{ __html: event.descriptionHtml }} />
              )}
            </article>
            <span className={styles.dot} aria-hidden="true" />
          </li>
        );
      })}
    </ol>
  );
}
