/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { DOT_PAGES_MAX, Pagination } from './Pagination';

const labels = { nav: 'News pages', page: 'Page {page}', previous: 'Previous', next: 'Next' };
const href = (page: number) => (page > 1 ? `/uk/news?page=${page}` : '/uk/news');
const nav = () => screen.getByRole('navigation', { name: labels.nav });

describe('Pagination: every paged list (news, search, library, stories, the exhibition gallery)', () => {
  it('is not there for one page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} labels={labels} target={{ href }} />);
    expect(container.firstChild).toBeNull();
  });

  it('few pages: the seed\'s dots ("dot pagination"), each a real link to ?page=N, the current one marked', () => {
    render(<Pagination page={2} totalPages={7} labels={labels} target={{ href }} />);
    const links = within(nav()).getAllByRole('link');
    expect(links).toHaveLength(7);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/uk/news', ...[2, 3, 4, 5, 6, 7].map((n) => `/uk/news?page=${n}`)]);
    expect(within(nav()).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).queryByRole('link', { name: 'Previous' })).toBeNull();
  });

  it('many pages: a compact row of first, last, the neighbours of the current page and ellipses, with previous and next', () => {
    render(<Pagination page={25} totalPages={423} labels={labels} target={{ href }} />);
    const numbered = within(nav()).getAllByRole('link', { name: /^Page \d+$/ });
    expect(numbered.map((a) => a.textContent)).toEqual(['1', '24', '25', '26', '423']);
    expect(nav().textContent).toContain('…');
    expect(within(nav()).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/uk/news?page=24');
    expect(within(nav()).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/uk/news?page=26');
  });

  it('"previous is disabled on page 1, next on the last page; at most five numbered page buttons"', () => {
    const { rerender } = render(<Pagination page={1} totalPages={12} labels={labels} target={{ href }} dots={false} />);
    expect(within(nav()).getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav()).getByRole('link', { name: 'Previous' })).not.toHaveAttribute('href');
    expect(within(nav()).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/uk/news?page=2');
    expect(within(nav()).getAllByRole('link', { name: /^Page \d+$/ }).length).toBeLessThanOrEqual(5);
    rerender(<Pagination page={12} totalPages={12} labels={labels} target={{ href }} dots={false} />);
    expect(within(nav()).getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav()).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/uk/news?page=11');
    // A list that asks for numbers never shows dots, even with few pages.
    rerender(<Pagination page={1} totalPages={3} labels={labels} target={{ href }} dots={false} />);
    expect(within(nav()).getAllByRole('link', { name: /^Page \d+$/ }).map((a) => a.textContent)).toEqual(['1', '2', '3']);
  });

  it(`switches from dots to the compact row past ${DOT_PAGES_MAX} pages`, () => {
    const { rerender } = render(<Pagination page={1} totalPages={DOT_PAGES_MAX} labels={labels} target={{ href }} />);
    expect(within(nav()).getAllByRole('link')).toHaveLength(DOT_PAGES_MAX);
    rerender(<Pagination page={1} totalPages={DOT_PAGES_MAX + 1} labels={labels} target={{ href }} />);
    expect(within(nav()).getAllByRole('link', { name: /^Page \d+$/ })).toHaveLength(5);
  });

  it('pages a list in the browser with buttons when given a callback', () => {
    const onSelect = jest.fn();
    render(<Pagination page={1} totalPages={3} labels={{ ...labels, page: 'Go to page {page}' }} target={{ onSelect }} />);
    fireEvent.click(within(nav()).getByRole('button', { name: 'Go to page 3' }));
    expect(onSelect).toHaveBeenCalledWith(3);
    expect(within(nav()).getByRole('button', { name: 'Go to page 1' })).toHaveAttribute('aria-current', 'page');
  });
});
