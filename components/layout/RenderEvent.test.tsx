/** @jest-environment jsdom */
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render } from '@testing-library/react';

const mockNav = { path: "/uk" };
jest.mock('next/navigation', () => ({ usePathname: () => mockNav.path }));

// Imported after the mock is registered.
let RenderEvent: typeof import('./RenderEvent').RenderEvent;
beforeAll(async () => {
  ({ RenderEvent } = await import('./RenderEvent'));
});

describe('render-event: "about 500 ms later a document-level event named render-event is dispatched"', () => {
  let fired: number;
  const listener = () => {
    fired += 1;
  };

  beforeEach(() => {
    jest.useFakeTimers();
    fired = 0;
    mockNav.path = '/uk';
    document.addEventListener('render-event', listener);
  });
  afterEach(() => {
    document.removeEventListener('render-event', listener);
    jest.useRealTimers();
  });

  it('fires once, 500 ms after the page has loaded', () => {
    render(<RenderEvent />);
    jest.advanceTimersByTime(499);
    expect(fired).toBe(0);
    jest.advanceTimersByTime(1);
    expect(fired).toBe(1);
    jest.advanceTimersByTime(5000);
    expect(fired).toBe(1);
  });

  it('fires again, once, after a client navigation to another path', () => {
    const view = render(<RenderEvent />);
    jest.advanceTimersByTime(600);
    mockNav.path = '/uk/about';
    view.rerender(<RenderEvent />);
    jest.advanceTimersByTime(600);
    expect(fired).toBe(2);
    view.rerender(<RenderEvent />); // same path: no new load
    jest.advanceTimersByTime(600);
    expect(fired).toBe(2);
  });

  it('does not fire when the page is left before the delay', () => {
    const view = render(<RenderEvent />);
    view.unmount();
    jest.advanceTimersByTime(1000);
    expect(fired).toBe(0);
  });
});
