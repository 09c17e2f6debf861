import { describe, expect, it } from '@jest/globals';
import { dragScrollLeft, keyboardScrollLeft, sortTimelineEvents, timelineCardLayout, timelineWidth } from './timeline';

describe('timeline rules', () => {
  it('"sorted by id descending"', () => {
    const sorted = sortTimelineEvents([{ id: 3 }, { id: 10 }, { id: 1 }, { id: 7 }]);
    expect(sorted.map((e) => e.id)).toEqual([10, 7, 3, 1]);
  });

  it('does not reorder the caller’s list', () => {
    const events = [{ id: 1 }, { id: 2 }];
    sortTimelineEvents(events);
    expect(events.map((e) => e.id)).toEqual([1, 2]);
  });

  it('"total width = count*280 + 400"', () => {
    expect(timelineWidth(0)).toBe(400);
    expect(timelineWidth(1)).toBe(680);
    expect(timelineWidth(10)).toBe(3200);
  });

  it('"events alternate above and below the line" and "card colours cycle through four colours", 280 px apart', () => {
    const layouts = [0, 1, 2, 3, 4, 5].map(timelineCardLayout);
    expect(layouts.map((l) => l.side)).toEqual(['above', 'below', 'above', 'below', 'above', 'below']);
    expect(layouts.map((l) => l.colour)).toEqual([0, 1, 2, 3, 0, 1]);
    expect(layouts.map((l) => l.left)).toEqual([180, 460, 740, 1020, 1300, 1580]);
  });

  it('leaves the same margin before the first and after the last 320 px card', () => {
    const count = 7;
    const last = timelineCardLayout(count - 1);
    expect(timelineWidth(count) - (last.left + 320)).toBe(timelineCardLayout(0).left);
  });

  it('"drag delta doubled": dragging 100 px to the left scrolls 200 px forward', () => {
    expect(dragScrollLeft(500, 400, 300)).toBe(700);
    expect(dragScrollLeft(500, 300, 400)).toBe(300);
  });

  it('scrolls from the keyboard one card, one view or to the ends, within the track', () => {
    expect(keyboardScrollLeft('ArrowRight', 0, 800, 2000)).toBe(280);
    expect(keyboardScrollLeft('ArrowLeft', 100, 800, 2000)).toBe(0);
    expect(keyboardScrollLeft('PageDown', 0, 800, 2000)).toBe(800);
    expect(keyboardScrollLeft('PageUp', 1900, 800, 2000)).toBe(1100);
    expect(keyboardScrollLeft('End', 0, 800, 2000)).toBe(2000);
    expect(keyboardScrollLeft('Home', 1500, 800, 2000)).toBe(0);
    expect(keyboardScrollLeft('ArrowRight', 1900, 800, 2000)).toBe(2000);
    expect(keyboardScrollLeft('Enter', 0, 800, 2000)).toBeNull();
  });
});
