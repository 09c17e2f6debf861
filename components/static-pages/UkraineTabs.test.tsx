/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { getDictionary } from '@/lib/i18n/dictionary';
import { UKRAINE_TABS } from '@/lib/static-pages/ukraine-tabs';
import { UkraineTabs } from './UkraineTabs';

const labels = getDictionary('en').staticPages.ukrainePrograms.tabs;
const panels = Object.fromEntries(UKRAINE_TABS.map((tab) => [tab, <p key={tab} id={tab === 'overview' ? 'apply' : undefined}>{`Panel ${tab}`}</p>])) as Record<
  (typeof UKRAINE_TABS)[number],
  React.ReactNode
>;

function setup() {
  render(<UkraineTabs label="Sections" tabLabels={labels} panels={panels} />);
}
const visiblePanel = () => screen.getByRole('tabpanel');

describe('Ukrainian programmes tabs', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/en/ukraine-programs');
    Element.prototype.scrollIntoView = () => undefined;
  });

  it('are real ARIA tabs, the spec\'s eight in its order, overview active by default, with a roving tabindex', () => {
    setup();
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    // Spec: "Overview (default), Programs, Resources, Testimonials, Events, News, FAQ, Contact".
    expect(tabs.map((t) => t.textContent)).toEqual(['Overview', 'Programs', 'Resources', 'Testimonials', 'Events', 'News', 'FAQ', 'Contact']);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Overview');
    expect(tabs.filter((t) => t.tabIndex === 0)).toHaveLength(1);
    expect(visiblePanel()).toHaveTextContent('Panel overview');
    expect(visiblePanel()).toHaveAttribute('aria-labelledby', 'tab-overview');
  });

  it('switch in place on click and keep the tab in the address hash', () => {
    setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Events' }));
    expect(visiblePanel()).toHaveTextContent('Panel events');
    expect(window.location.hash).toBe('#events');
    fireEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(window.location.hash).toBe('');
  });

  it('move with the arrow keys (wrapping), Home and End, focusing the new tab', () => {
    setup();
    const first = screen.getByRole('tab', { name: 'Overview' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Programs' })).toHaveFocus();
    expect(visiblePanel()).toHaveTextContent('Panel programs');
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Contact' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
  });

  it('open the tab the address names, on load and on a hash change', () => {
    window.history.replaceState(null, '', '/en/ukraine-programs#faq');
    setup();
    expect(visiblePanel()).toHaveTextContent('Panel faq');
    act(() => {
      window.location.hash = '#resources';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(visiblePanel()).toHaveTextContent('Panel resources');
  });

  it('open the panel that holds an anchor such as #apply', () => {
    window.history.replaceState(null, '', '/en/ukraine-programs#news');
    setup();
    act(() => {
      window.location.hash = '#apply';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(visiblePanel()).toHaveTextContent('Panel overview');
  });
});
