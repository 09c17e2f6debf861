'use client';

import { useCallback, useState } from 'react';
import { useScrollFrame } from '@/lib/hooks/useScrollFrame';
import { currentSection } from '@/lib/programs/current-section';
import { scrollToSection } from './scroll-to-section';
import styles from './ProgramSideNav.module.scss';

/** How far below the spot where a section lands after a jump its top may still count as being read. */
const READING_SLACK_PX = 24;

/** Where a section's top lands when scrolled to: the page's scroll padding plus the section's own margin. */
function landingLine(section: Element): number {
  const px = (value: string) => Number.parseFloat(value) || 0;
  return px(getComputedStyle(document.documentElement).scrollPaddingTop) + px(getComputedStyle(section).scrollMarginTop);
}

/**
 * "a side navigation that scrolls to a section". On wide
 * screens it stays in view beside the text and marks the section being read
 * (aria-current="location"); narrow screens use the floating table of contents instead.
 */
export function ProgramSideNav({ entries, label }: { entries: { anchor: string; label: string }[]; label: string }) {
  const [current, setCurrent] = useState<string | null>(entries[0]?.anchor ?? null);

  useScrollFrame(
    useCallback(() => {
      const elements = entries.flatMap(({ anchor }) => {
        const element = document.getElementById(anchor);
        return element ? [{ anchor, element }] : [];
      });
      const first = elements[0];
      if (!first) return;
      const line = landingLine(first.element) + READING_SLACK_PX;
      const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setCurrent(currentSection(elements.map(({ anchor, element }) => ({ anchor, top: element.getBoundingClientRect().top })), line, atEnd));
    }, [entries]),
  );

  return (
    <nav className={styles.sideNav} aria-label={label} data-testid="program-side-nav">
      <p className={styles.title} aria-hidden="true">
        {label}
      </p>
      <ol>
        {entries.map((entry) => (
          <li key={entry.anchor}>
            <a
              href={`#${entry.anchor}`}
              aria-current={entry.anchor === current ? 'location' : undefined}
              onClick={(event) => {
                event.preventDefault();
                if (scrollToSection(entry.anchor)) setCurrent(entry.anchor);
              }}
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
