'use client';

import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type TouchEvent } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import { TIMELINE_CARD_WIDTH_PX } from '@/lib/constants';
import { dragScrollLeft, keyboardScrollLeft, sortTimelineEvents, timelineCardLayout, timelineWidth } from '@/lib/exhibition/timeline';
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
  const drag = useRef<{ startX: number; startScroll: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const sorted = events ? sortTimelineEvents(events) : [];
  const hintId = `${headingId}-hint`;

  const moveTo = useCallback((clientX: number) => {
    const viewport = viewportRef.current;
    const start = drag.current;
    if (!viewport || !start) return;
    viewport.scrollLeft = dragScrollLeft(start.startScroll, start.startX, clientX);
  }, []);

  const begin = (clientX: number) => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    drag.current = { startX: clientX, startScroll: viewport.scrollLeft };
    setDragging(true);
  };

  const end = useCallback(() => {
    drag.current = null;
    setDragging(false);
  }, []);

  // While the mouse is held, follow it anywhere on the page and stop when it is released.
  useEffect(() => {
    if (!dragging) return;
    const onMove = (event: globalThis.MouseEvent) => {
      if (drag.current) {
        event.preventDefault();
        moveTo(event.clientX);
      }
    };
    window.addEventListener('mousemove', onMove);
    window.addEventListener('mouseup', end);
    return () => {
      window.removeEventListener('mousemove', onMove);
      window.removeEventListener('mouseup', end);
    };
  }, [dragging, moveTo, end]);

  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault(); // no text selection or image drag while dragging the track
    viewportRef.current?.focus({ preventScroll: true });
    begin(event.clientX);
  };

  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.touches[0];
    if (touch && event.touches.length === 1) begin(touch.clientX);
  };

  const onTouchMove = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.touches[0];
    if (touch && drag.current) moveTo(touch.clientX);
  };

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
          data-dragging={dragging || undefined}
          onMouseDown={onMouseDown}
          onTouchStart={onTouchStart}
          onTouchMove={onTouchMove}
          onTouchEnd={end}
          onTouchCancel={end}
          onKeyDown={onKeyDown}
        >
          <ol className={styles.track} style={{ width: timelineWidth(sorted.length) }}>
            {sorted.map((event, index) => {
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
        </div>
      )}
    </section>
  );
}
