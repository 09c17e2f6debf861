/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { getDictionary } from '@/lib/i18n/dictionary';

const mockNav = { path: '/uk/contacts' };
jest.mock('next/navigation', () => ({ usePathname: () => mockNav.path }));

// Imported after the mock is registered.
let NavigationStatus: typeof import('./NavigationStatus').NavigationStatus;
beforeAll(async () => {
  ({ NavigationStatus } = await import('./NavigationStatus'));
});

const texts = getDictionary('uk').ui.loading;

function page(links: string) {
  document.body.innerHTML = links;
  return render(<NavigationStatus texts={texts} />, { container: document.body.appendChild(document.createElement('div')) });
}

describe('client-side navigation loading state', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockNav.path = '/uk/contacts';
    window.history.replaceState(null, '', '/uk/contacts');
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows the opened page’s loading text while it loads, and goes once the page is there', () => {
    const { rerender } = page('<a href="/uk/stories">Історії</a>');
    fireEvent.click(screen.getByText('Історії'));
    act(() => {
      jest.advanceTimersByTime(149);
    });
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status').textContent).toBe('Завантаження історій...');
    mockNav.path = '/uk/stories';
    rerender(<NavigationStatus texts={texts} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays away for other sites, new tabs, downloads, dialogs, modified clicks and the same page', () => {
    page(
      '<a href="https://example.org/">out</a><a href="/uk/news" target="_blank">tab</a><a href="/files/a.pdf" download>file</a><a href="/uk/contacts#form">here</a><a href="/uk/search" aria-haspopup="dialog">search</a><a href="/uk/news">news</a>',
    );
    for (const name of ['out', 'tab', 'file', 'here', 'search']) fireEvent.click(screen.getByText(name));
    fireEvent.click(screen.getByText('news'), { ctrlKey: true });
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
