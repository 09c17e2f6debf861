/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { ProgramsFilter } from './ProgramsFilter';

const texts = { filterLabel: 'Filter', all: 'All programs', chooseCategory: 'Category' };
const options = [
  { id: 1, label: 'Research' },
  { id: 2, label: 'Teaching' },
];
const sections = [{ groups: [{ id: 1, node: <p>Research group</p> }, { id: 2, node: <p>Teaching group</p> }] }];

describe('ProgramsFilter — "an all chip and a dropdown (… close on an outside click)"', () => {
  it('filters by the chosen category and back to all', () => {
    render(<ProgramsFilter options={options} sections={sections} texts={texts} />);
    fireEvent.click(screen.getByRole('button', { name: 'Category' }));
    fireEvent.click(screen.getByRole('button', { name: 'Teaching' }));
    expect(screen.queryByText('Research group')).toBeNull();
    expect(screen.getByText('Teaching group')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Teaching' })).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'All programs' }));
    expect(screen.getByText('Research group')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All programs' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('closes the dropdown on an outside click and on Escape (focus back on its button)', () => {
    render(
      <div>
        <p>outside</p>
        <ProgramsFilter options={options} sections={sections} texts={texts} />
      </div>,
    );
    const button = screen.getByRole('button', { name: 'Category' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
