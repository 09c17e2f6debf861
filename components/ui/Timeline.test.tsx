/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { getDictionary } from '@/lib/i18n/dictionary';
import { Timeline, type TimelineItem } from './Timeline';

const labels = getDictionary('en').exhibition.timeline;
const events: TimelineItem[] = [3, 10, 1, 7, 5].map((id) => ({ id, date: String(1990 + id), title: `Event ${id}`, descriptionHtml: `<p>About ${id}</p>` }));

function setup(list: TimelineItem[] | null = events, instruction?: string) {
  render(<Timeline title="Timeline" subtitle="Milestones" instruction={instruction} events={list} labels={labels} />);
  return screen.queryByRole('region', { name: labels.region });
}

/** jsdom has no layout: give the scroll container a size so scrollLeft behaves. */
function sized(region: HTMLElement, clientWidth = 800, scrollWidth = 1800) {
  Object.defineProperty(region, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(region, 'scrollWidth', { configurable: true, value: scrollWidth });
  let left = 0;
  Object.defineProperty(region, 'scrollLeft', {
    configurable: true,
    get: () => left,
    set: (v: number) => {
      left = Math.min(Math.max(0, v), scrollWidth - clientWidth);
    },
  });
  return region;
}

describe('Timeline component', () => {
  it('shows events sorted by id descending, alternating above and below, colours cycling through four', () => {
    const region = setup();
    if (!region) throw new Error('no region');
    const items = within(region).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Event 10', 'Event 7', 'Event 5', 'Event 3', 'Event 1']);
    expect(items.map((li) => li.dataset.side)).toEqual(['above', 'below', 'above', 'below', 'above']);
    expect(items.map((li) => li.dataset.colour)).toEqual(['0', '1', '2', '3', '0']);
    expect(items[0]?.style.width).toBe('320px');
    expect(items[1]?.style.left).toBe(`${180 + 280}px`);
    expect(within(items[0] as HTMLElement).getByText('About 10')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('2000')).toBeInTheDocument();
  });

  it('makes the track count × 280 + 400 px wide', () => {
    const region = setup();
    expect(region?.querySelector('ol')?.style.width).toBe(`${5 * 280 + 400}px`);
  });

  it('defaults the instruction to "Drag or swipe to view timeline" and uses the page’s own when given', () => {
    setup();
    expect(screen.getByText(labels.instruction, { exact: false })).toBeInTheDocument();
  });

  it('uses the instruction the page gives', () => {
    setup(events, 'Swipe me');
    expect(screen.getByText('Swipe me', { exact: false })).toBeInTheDocument();
  });

  it('scrolls by twice the mouse drag distance', () => {
    const region = sized(setup() as HTMLElement);
    region.scrollLeft = 300;
    fireEvent.mouseDown(region, { button: 0, clientX: 500 });
    fireEvent.mouseMove(window, { clientX: 400 });
    expect(region.scrollLeft).toBe(500);
    fireEvent.mouseMove(window, { clientX: 550 });
    expect(region.scrollLeft).toBe(200);
    fireEvent.mouseUp(window);
    fireEvent.mouseMove(window, { clientX: 100 });
    expect(region.scrollLeft).toBe(200);
  });

  it('scrolls by twice the touch swipe distance', () => {
    const region = sized(setup() as HTMLElement);
    fireEvent.touchStart(region, { touches: [{ clientX: 600 }] });
    fireEvent.touchMove(region, { touches: [{ clientX: 450 }] });
    expect(region.scrollLeft).toBe(300);
    fireEvent.touchEnd(region, { touches: [] });
    fireEvent.touchMove(region, { touches: [{ clientX: 100 }] });
    expect(region.scrollLeft).toBe(300);
  });

  it('is a focusable region scrolled with the arrow keys, Home and End', () => {
    const region = sized(setup() as HTMLElement);
    expect(region).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(region.scrollLeft).toBe(280);
    fireEvent.keyDown(region, { key: 'End' });
    expect(region.scrollLeft).toBe(1000);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(region.scrollLeft).toBe(720);
    fireEvent.keyDown(region, { key: 'Home' });
    expect(region.scrollLeft).toBe(0);
  });

  it('says "No timeline events available" when empty', () => {
    expect(setup([])).toBeNull();
    expect(screen.getByText(labels.empty)).toBeInTheDocument();
  });

  it('shows a spinner while loading', () => {
    expect(setup(null)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(labels.loading);
  });
});
