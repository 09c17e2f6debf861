/** @jest-environment jsdom */
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { LIGHTBOX_AUTOPLAY_MS } from '@/lib/constants';
import { Lightbox, type LightboxLabels } from './Lightbox';

const labels: LightboxLabels = {
  dialog: 'Images',
  close: 'Close',
  previous: 'Previous image',
  next: 'Next image',
  restart: 'Restart',
  play: 'Start slideshow',
  pause: 'Pause',
  counter: '{current} / {total}',
  photoBy: 'Photo: {name}',
};
const images = [1, 2, 3, 4].map((n) => ({ src: `/img/${n}.jpg`, title: `Image ${n}` }));

function News() {
  const [index, setIndex] = useState<number | null>(0);
  return <Lightbox images={images} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} labels={labels} autoplay />;
}

describe('Lightbox autoplay — "advances every 3 s and stops at the last image"', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('moves one image per 3 s even when many ticks run before React renders', () => {
    render(<News />);
    fireEvent.click(screen.getByRole('button', { name: labels.play }));
    // One act: every tick of 6 s runs before the re-render and its effects (a busy browser, a fake clock).
    act(() => {
      jest.advanceTimersByTime(2 * LIGHTBOX_AUTOPLAY_MS);
    });
    expect(screen.getByText('3 / 4')).toBeTruthy();
    act(() => {
      jest.advanceTimersByTime(3 * LIGHTBOX_AUTOPLAY_MS);
    });
    expect(screen.getByText('4 / 4')).toBeTruthy();
    expect(screen.getByRole('button', { name: labels.play }).getAttribute('aria-pressed')).toBe('false');
  });
});
