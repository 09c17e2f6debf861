/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { useState } from 'react';
import { getDictionary } from '@/lib/i18n/dictionary';
import { LazyLightbox } from './LazyLightbox';

const labels = getDictionary('en').ui.lightbox;
const images = [1, 2, 3].map((n) => ({ src: `/p${n}.jpg`, title: `Photo ${n}` }));

function Opener() {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(1)}>
        Open
      </button>
      <LazyLightbox images={images} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} labels={labels} wrap />
    </>
  );
}

describe('LazyLightbox: the lightbox loaded when first opened', () => {
  it('renders nothing until opened, then the dialog; Escape closes it and focus returns to the opener', async () => {
    render(<Opener />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: labels.dialog });
    expect(dialog).toHaveTextContent('Photo 2');
    expect(dialog.contains(document.activeElement)).toBe(true);
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    // Reopening needs no second load.
    fireEvent.click(opener);
    expect(screen.getByRole('dialog', { name: labels.dialog })).toHaveTextContent('Photo 2');
  });
});
