/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { GalleryItem } from '@/lib/exhibition/gallery';
import { getDictionary } from '@/lib/i18n/dictionary';
import { Gallery } from './Gallery';

const dict = getDictionary('en');
const labels = { ...dict.exhibition.gallery, goToPage: dict.ui.pagination.goToPage, previous: dict.ui.pagination.previous, next: dict.ui.pagination.next, lightbox: dict.ui.lightbox };

/** 48 sample items, "images 17 onward have empty src" in the spec's sample; here 20 of 40 have one. */
const items: GalleryItem[] = Array.from({ length: 40 }, (_, i) => ({
  id: i + 1,
  src: i < 20 ? `/images/gallery/gallery-${String(i + 1).padStart(2, '0')}.jpg` : '',
  title: `Photo ${i + 1}`,
  shortDescription: i === 0 ? 'ab' : `Kyiv, ${2000 + i}`,
  fullDescriptionHtml: `<p>Full ${i + 1}</p>`,
  photographer: 'Maksym Bilyk',
}));

const grid = () => screen.getByRole('list', { name: labels.label });

describe('Photo gallery component', () => {
  it('shows 16 per page and never an image without a source', () => {
    render(<Gallery items={items} labels={labels} />);
    const buttons = within(grid()).getAllByRole('button');
    expect(buttons).toHaveLength(16);
    expect(document.querySelectorAll('img:not([src])').length + document.querySelectorAll('img[src=""]').length).toBe(0);
  });

  it("names each photo's button with what its overlay shows (always, on touch screens): the title and the caption", () => {
    render(<Gallery items={items} labels={labels} />);
    const [first, second] = within(grid()).getAllByRole('button');
    // A description of two characters or fewer is no caption.
    expect(first).toHaveAccessibleName('Open photo: Photo 1');
    expect(second).toHaveAccessibleName('Open photo: Photo 2, Kyiv, 2001');
    // Title and caption are separate words in the visible text (axe: label-content-name-mismatch).
    expect(second?.textContent).toBe('Photo 2 Kyiv, 2001');
  });

  it('has page dots labelled "Go to page N" that switch the page', () => {
    render(<Gallery items={items} labels={labels} />);
    const dots = screen.getAllByRole('button', { name: /Go to page/ });
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual(['Go to page 1', 'Go to page 2']);
    expect(dots[0]).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(within(grid()).getAllByRole('button')).toHaveLength(4);
    expect(within(grid()).getByRole('button', { name: 'Open photo: Photo 17, Kyiv, 2016' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no page dots for a single page', () => {
    render(<Gallery items={items.slice(0, 5)} labels={labels} />);
    expect(screen.queryByRole('button', { name: /Go to page/ })).toBeNull();
  });

  it('opens the lightbox with title, short description, HTML description and "Photo by"; next and previous wrap', async () => {
    render(<Gallery items={items} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open photo: Photo 2, Kyiv, 2001' }));
    // The lightbox's code loads on the first open (components/ui/LazyLightbox.tsx).
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Photo 2')).toBeInTheDocument();
    expect(within(dialog).getByText('Kyiv, 2001')).toBeInTheDocument();
    expect(within(dialog).getByText('Full 2')).toBeInTheDocument();
    expect(within(dialog).getByText('Photo by Maksym Bilyk')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: labels.lightbox.previous }));
    expect(within(dialog).getByText('Photo 1')).toBeInTheDocument();
    // "descriptions of 2 characters or fewer are ignored"
    expect(within(dialog).queryByText('ab')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: labels.lightbox.previous }));
    expect(within(dialog).getByText('Photo 20')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: labels.lightbox.next }));
    expect(within(dialog).getByText('Photo 1')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: labels.lightbox.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
