/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { getDictionary } from '@/lib/i18n/dictionary';
import { HeroSlider } from './HeroSlider';

jest.mock('next/image', () => ({
  __esModule: true,
  default: ({ alt }: { alt: string }) => <span data-alt={alt} />,
}));
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));

let reduced = false;
const slides = [1, 2, 3].map((id) => ({ id, image: null, title: `Slide ${id}`, description: '', ctaText: 'More', ctaLink: `/en/s${id}` }));
const texts = getDictionary('en').home.slider;
const current = () => screen.getAllByRole('group', { hidden: true }).findIndex((el) => !el.hidden);

describe('HeroSlider — "auto-advances every 6 seconds and wraps"', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    reduced = false;
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: () => ({ matches: reduced, addEventListener: () => {}, removeEventListener: () => {} }),
    });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('advances every 6 s and wraps from the last slide to the first', () => {
    render(<HeroSlider slides={slides} texts={texts} />);
    expect(current()).toBe(0);
    act(() => {
      jest.advanceTimersByTime(5_999);
    });
    expect(current()).toBe(0);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(current()).toBe(1);
    act(() => {
      jest.advanceTimersByTime(6_000);
    });
    expect(current()).toBe(2);
    act(() => {
      jest.advanceTimersByTime(6_000);
    });
    expect(current()).toBe(0);
  });

  it('dots and arrows select a slide (with wrap); hover and the pause button stop it', () => {
    const { container } = render(<HeroSlider slides={slides} texts={texts} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(current()).toBe(1);
    const root = container.querySelector('section') as HTMLElement;
    fireEvent.pointerEnter(root);
    act(() => {
      jest.advanceTimersByTime(20_000);
    });
    expect(current()).toBe(1);
    fireEvent.pointerLeave(root);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    (document.activeElement as HTMLElement).blur();
    act(() => {
      jest.advanceTimersByTime(20_000);
    });
    expect(current()).toBe(1);
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeInTheDocument();
  });

  it('does not move when the visitor prefers reduced motion', () => {
    reduced = true;
    render(<HeroSlider slides={slides} texts={texts} />);
    act(() => {
      jest.advanceTimersByTime(30_000);
    });
    expect(current()).toBe(0);
  });
});

describe('HeroSlider — only the first slide in the HTML', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: () => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} }),
    });
  });

  it('server-renders the first slide and its controls, and adds the others once hydrated', async () => {
    const html = renderToString(<HeroSlider slides={slides} texts={texts} />);
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(1);
    expect(html).toContain('Slide 1');
    expect(html).not.toContain('Slide 2');
    // The dots name every slide from the first paint.
    expect(html).toContain('Go to slide 3');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <HeroSlider slides={slides} texts={texts} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(screen.getAllByRole('group', { hidden: true }).map((el) => el.getAttribute('aria-label'))).toEqual(['Slide 1 of 3', 'Slide 2 of 3', 'Slide 3 of 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(current()).toBe(2);
    container.remove();
  });
});
