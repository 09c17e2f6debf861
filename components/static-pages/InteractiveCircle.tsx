'use client';

import { useState } from 'react';
import type { CircleStyle } from '@/lib/static-pages/circles';
import styles from './Circles.module.scss';

/** An interactive circle: hover and focus highlight it, a press toggles its animation. */
export function InteractiveCircle({ look, label }: { look: CircleStyle; label: string }) {
  const [active, setActive] = useState(false);
  return (
    <button
      type="button"
      className={`${styles.circle} ${styles.interactive} ${styles[look]}`}
      aria-pressed={active}
      aria-label={label}
      onClick={() => setActive((value) => !value)}
    />
  );
}
