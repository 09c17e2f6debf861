'use client';

import { useRef, type KeyboardEvent } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import { keyboardScrollLeft, sortTimelineEvents } from '@/lib/exhibition/timeline';
import { TimelineTrack } from './TimelineTrack';
import { useTimelineDrag } from './useTimelineDrag';
import styles from './Timeline.module.scss';

export interface TimelineItem {
  id: number;
  date: string;
  title: string;
  /** Sanitised HTML (the server sanitises before passing it down). */
  descriptionHtml: string;
}

interface TimelineLabels {
  /** 'Drag or swipe to view timeline', used when the page gives no instruction. */
  instruction: string;
  keyboardHint: string;
  region: string;
  empty: string;
  loading: string;
}

interface Props {
  title: string;
  subtitle?: string;
  instruction?: string;
  /** null while loading. */
  events: TimelineItem[] | null;
  labels: TimelineLabels;
  headingId?: string;
}

/**
 * Timeline component: a horizontal track, events alternating above and below the
 * line in four colours, sorted by id descending; mouse and touch drag scroll with the delta
 * doubled. The track is also a focusable scroll region operable from the keyboard.
 */
export function Timeline({ title, subtitle, instruction, events, labels, headingId = 'timeline-title' }: Props) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const drag = useTimelineDrag(viewportRef);
  const sorted = events ? sortTimelineEvents(events) : [];
  const hintId = `${headingId}-hint`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const viewport = event.currentTarget;
    const target = keyboardScrollLeft(event.key, viewport.scrollLeft, viewport.clientWidth, viewport.scrollWidth - viewport.clientWidth);
    if (target === null) return;
    event.preventDefault();
    viewport.scrollLeft = target;
  };

  return (
    <section className={styles.timeline} aria-labelledby={headingId} data-testid="timeline">
      <header className={styles.header}>
        <h2 id={headingId}>{title}</h2>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {sorted.length > 0 && (
          <p className={styles.instruction} id={hintId}>
            {instruction || labels.instruction}
            <span className="visually-hidden">{` ${labels.keyboardHint}`}</span>
          </p>
        )}
      </header>
      {events === null ? (
        <Spinner label={labels.loading} showLabel />
      ) : sorted.length === 0 ? (
        <p className={styles.empty}>{labels.empty}</p>
      ) : (
        <div
          ref={viewportRef}
          className={styles.viewport}
          role="region"
          aria-label={labels.region}
          aria-describedby={hintId}
          tabIndex={0}
          data-dragging={drag.dragging || undefined}
          onMouseDown={drag.onMouseDown}
          onTouchStart={drag.onTouchStart}
          onTouchMove={drag.onTouchMove}
          onTouchEnd={drag.onTouchEnd}
          onTouchCancel={drag.onTouchEnd}
          onKeyDown={onKeyDown}
        >
          <TimelineTrack events={sorted} />
        </div>
      )}
    </section>
  );
}
