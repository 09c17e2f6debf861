'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { APPLY_BAR_HIDE_OFFSET_PX } from '@/lib/constants';
import styles from './ProgramDetail.module.scss';

/**
 * Spec: "The apply bar is shown only until the application section has been scrolled past by
 * more than 100 px."
 */
export function ApplyBar({ sectionId, children }: { sectionId: string; children: ReactNode }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const section = document.getElementById(sectionId);
    if (!section) return;
    const update = () => {
      const pastBy = -section.getBoundingClientRect().top;
      setVisible(pastBy <= APPLY_BAR_HIDE_OFFSET_PX);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [sectionId]);
  return (
    <div className={styles.applyBar} hidden={!visible} data-testid="apply-bar">
      {children}
    </div>
  );
}
