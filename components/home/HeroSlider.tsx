'use client';

import Image from 'next/image';
import { Link } from '@/components/ui/Link';
import { useCallback, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { HERO_SLIDER_INTERVAL_MS } from '@/lib/constants';
import { fill } from '@/lib/i18n/fill';
import { LinkContext } from '@/components/ui/LinkContext';
import styles from './HeroSlider.module.scss';

export interface SlideView {
  id: number;
  image: string | null;
  title: string;
  description: string;
  ctaText: string;
  /** Already a path under the page's language, or an external URL. */
  ctaLink: string;
}

export interface SliderTexts {
  label: string;
  slide: string;
  goTo: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
}

const motionQuery = '(prefers-reduced-motion: reduce)';
function subscribeMotion(onChange: () => void) {
  const list = window.matchMedia(motionQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
const reducedMotion = () => window.matchMedia(motionQuery).matches;
const subscribeNothing = () => () => {};

/** Keyboard focus, not the focus a click leaves on a button (which stays after the pointer has gone). */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Spec: "Hero slider: auto-advances every 6 seconds and wraps; dots and arrows select a slide."
 * It pauses only while a mouse pointer or keyboard focus is on it (WAI-ARIA carousel pattern) and
 * resumes when they leave, stays still when the visitor prefers reduced motion, and stops for good
 * only by its pause button. Only the first slide is server-rendered, with the priority image; the
 * others join it once the slider has hydrated (hidden slides cost every home's HTML ~1 KB each, and
 * no one can reach them before the controls work).
 */
export function HeroSlider({ slides, texts }: { slides: SlideView[]; texts: SliderTexts }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reduced = useSyncExternalStore(subscribeMotion, reducedMotion, () => false);
  const hydrated = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const count = slides.length;
  const regionId = useId();
  const playing = count > 1 && !hovered && !focused && !stopped && !reduced;

  const go = useCallback((to: number) => setIndex(((to % count) + count) % count), [count]);

  useEffect(() => {
    if (!playing) return;
    const id = window.setTimeout(() => setIndex((i) => (i + 1) % count), HERO_SLIDER_INTERVAL_MS);
    return () => window.clearTimeout(id);
  }, [playing, index, count]);

  if (count === 0) return null;

  return (
    <section
      className={styles.slider}
      data-section="hero"
      aria-roledescription="carousel"
      aria-label={texts.label}
      // A touch has no "leave": only a mouse or pen hovering pauses the slider.
      onPointerEnter={(event) => setHovered(event.pointerType !== 'touch')}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event) => setFocused(isKeyboardFocus(event.target))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyUp={(event) => {
        // Keyboard use after a click: the focused control now counts as keyboard focus.
        if (event.key === 'Tab' || event.key === 'Enter' || event.key === ' ') setFocused(isKeyboardFocus(event.target as Element));
      }}
      data-playing={playing || undefined}
    >
      <div id={regionId} className={styles.track} aria-live={playing ? 'off' : 'polite'}>
        {(hydrated ? slides : slides.slice(0, 1)).map((slide, i) => (
          <div
            key={slide.id}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={fill(texts.slide, { current: i + 1, total: count })}
            hidden={i !== index}
            data-active={i === index || undefined}
          >
            {slide.image && (
              <Image
                className={styles.image}
                src={slide.image}
                alt=""
                fill
                sizes="100vw"
                preload={i === 0}
                fetchPriority={i === 0 ? 'high' : undefined}
                loading={i === 0 ? undefined : 'lazy'}
              />
            )}
            <div className={styles.overlay} />
            <div className={styles.content}>
              {i === 0 ? <h1 className={styles.title}>{slide.title}</h1> : <h2 className={styles.title}>{slide.title}</h2>}
              {slide.description && <p className={styles.description}>{slide.description}</p>}
              {slide.ctaLink && (
                <Link className={styles.cta} href={slide.ctaLink} tabIndex={i === index ? undefined : -1}>
                  {slide.ctaText}
                  <LinkContext>{slide.title}</LinkContext>
                </Link>
              )}
            </div>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.pause}
            onClick={() => setStopped((v) => !v)}
            aria-label={stopped || reduced ? texts.play : texts.pause}
            data-stopped={stopped || undefined}
          >
            <span aria-hidden="true" className={stopped || reduced ? styles.playIcon : styles.pauseIcon} />
          </button>
          <button type="button" className={styles.arrow} onClick={() => go(index - 1)} aria-label={texts.previous} aria-controls={regionId}>
            <span aria-hidden="true">‹</span>
          </button>
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dot}
                aria-label={fill(texts.goTo, { number: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                aria-controls={regionId}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className={styles.arrow} onClick={() => go(index + 1)} aria-label={texts.next} aria-controls={regionId}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
