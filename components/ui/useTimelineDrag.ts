'use client';

import { useCallback, useEffect, useRef, useState, type MouseEvent, type RefObject, type TouchEvent } from 'react';
import { dragScrollLeft } from '@/lib/exhibition/timeline';

/**
 * Mouse and touch drag scrolling of the timeline's viewport, the delta doubled. While the mouse is
 * held it is followed anywhere on the page, and the drag ends wherever it is released.
 */
export function useTimelineDrag(viewportRef: RefObject<HTMLDivElement | null>) {
  const drag = useRef<{ startX: number; startScroll: number } | null>(null);
  const [dragging, setDragging] = useState(false);

  const moveTo = useCallback(
    (clientX: number) => {
      const viewport = viewportRef.current;
      const start = drag.current;
      if (!viewport || !start) return;
      viewport.scrollLeft = dragScrollLeft(start.startScroll, start.startX, clientX);
    },
    [viewportRef],
  );

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

  return { dragging, onMouseDown, onTouchStart, onTouchMove, onTouchEnd: end };
}
