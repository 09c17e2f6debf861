import {
  TIMELINE_CARD_SPACING_PX,
  TIMELINE_CARD_WIDTH_PX,
  TIMELINE_COLOURS,
  TIMELINE_DRAG_FACTOR,
  TIMELINE_EXTRA_WIDTH_PX,
} from '@/lib/constants';

/** "Timeline event: id, date, title, description (HTML); sorted by id descending." */
export function sortTimelineEvents<T extends { id: number }>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => b.id - a.id);
}

/** "total width = count*280 + 400". */
export function timelineWidth(count: number): number {
  return Math.max(0, count) * TIMELINE_CARD_SPACING_PX + TIMELINE_EXTRA_WIDTH_PX;
}

export interface TimelineCardLayout {
  /** Left edge of the card, px from the start of the track. */
  left: number;
  /** Centre of the card, where its point sits on the line. */
  centre: number;
  /** "Events alternate above and below the line": the first above. */
  side: 'above' | 'below';
  /** "Card colours cycle through four colours": 0..3. */
  colour: number;
}

/**
 * Cards sit 280 px apart and are 320 px wide; the 400 px the total width adds beyond the spacing
 * is split so the first and last cards have the same margin: 2m + 320 - 280 = 400 → m = 180.
 */
const TIMELINE_MARGIN_PX = (TIMELINE_EXTRA_WIDTH_PX - (TIMELINE_CARD_WIDTH_PX - TIMELINE_CARD_SPACING_PX)) / 2;

export function timelineCardLayout(index: number): TimelineCardLayout {
  const left = TIMELINE_MARGIN_PX + index * TIMELINE_CARD_SPACING_PX;
  return {
    left,
    centre: left + TIMELINE_CARD_WIDTH_PX / 2,
    side: index % 2 === 0 ? 'above' : 'below',
    colour: index % TIMELINE_COLOURS,
  };
}

/** "Mouse and touch drag scroll (drag delta doubled)". Dragging left moves forward. */
export function dragScrollLeft(startScrollLeft: number, startX: number, currentX: number): number {
  return startScrollLeft - (currentX - startX) * TIMELINE_DRAG_FACTOR;
}

/**
 * Keyboard scrolling of the focusable track: arrows move one card, Page keys one view, Home/End
 * to the ends. Returns null for keys the timeline leaves alone.
 */
export function keyboardScrollLeft(key: string, scrollLeft: number, viewWidth: number, maxScroll: number): number | null {
  let target: number;
  switch (key) {
    case 'ArrowRight':
      target = scrollLeft + TIMELINE_CARD_SPACING_PX;
      break;
    case 'ArrowLeft':
      target = scrollLeft - TIMELINE_CARD_SPACING_PX;
      break;
    case 'PageDown':
      target = scrollLeft + Math.max(viewWidth, TIMELINE_CARD_SPACING_PX);
      break;
    case 'PageUp':
      target = scrollLeft - Math.max(viewWidth, TIMELINE_CARD_SPACING_PX);
      break;
    case 'Home':
      target = 0;
      break;
    case 'End':
      target = maxScroll;
      break;
    default:
      return null;
  }
  return Math.min(Math.max(0, target), Math.max(0, maxScroll));
}
