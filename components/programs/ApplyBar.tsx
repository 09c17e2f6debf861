'use client';

import { useEffect, useState } from 'react';
import { APPLY_BAR_HIDE_OFFSET_PX } from '@/lib/constants';
import { ApplyControl, useApplicationLabels, type StatusProps } from './ProgramStatus';
import styles from './ProgramDetail.module.scss';

/**
 * Spec: "The apply bar is shown only until the application section has been scrolled past by more
 * than 100 px": once the visitor has scrolled more than 100 px into the application section (its
 * top is that far above the bottom of the window), the section's own button takes over.
 */
export function ApplyBar(props: StatusProps & { submitUrl: string; title: string; sectionId: string; label: string }) {
  const [hidden, setHidden] = useState(false);
  const [info, labels] = useApplicationLabels(props);
  const { sectionId } = props;

  useEffect(() => {
    const section = document.getElementById(sectionId);
    if (!section) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const top = section.getBoundingClientRect().top;
      setHidden(window.innerHeight - top > APPLY_BAR_HIDE_OFFSET_PX);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [sectionId]);

  return (
    <aside className={styles.applyBar} aria-label={props.label} hidden={hidden} data-testid="apply-bar">
      <div className={styles.applyBarInner}>
        <p className={styles.applyBarText}>
          <span className={styles.applyBarTitle}>{props.title}</span>
          <span className={styles.applyBarDeadline}>
            {labels.deadlineLabel}: {info.showCrossedDate ? <del>{labels.deadlineValue}</del> : labels.deadlineValue}
          </span>
        </p>
        <ApplyControl info={info} labels={labels} submitUrl={props.submitUrl} texts={props.texts} />
      </div>
    </aside>
  );
}
