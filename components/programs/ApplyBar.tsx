'use client';

import { useCallback, useState } from 'react';
import { APPLY_BAR_HIDE_OFFSET_PX } from '@/lib/constants';
import { useScrollFrame } from '@/lib/hooks/useScrollFrame';
import { ApplyControl } from './ProgramStatus';
import { useApplicationLabels, type StatusProps } from './useApplicationLabels';
import styles from './ApplyBar.module.scss';

/**
 * Spec: "The apply bar is shown only until the application section has been scrolled past by more
 * than 100 px": once the visitor has scrolled more than 100 px into the application section (its
 * top is that far above the bottom of the window), the section's own button takes over.
 */
export function ApplyBar(props: StatusProps & { submitUrl: string; title: string; sectionId: string; label: string }) {
  const [hidden, setHidden] = useState(false);
  const [info, labels] = useApplicationLabels(props);
  const { sectionId } = props;

  useScrollFrame(
    useCallback(() => {
      const section = document.getElementById(sectionId);
      if (section) setHidden(window.innerHeight - section.getBoundingClientRect().top > APPLY_BAR_HIDE_OFFSET_PX);
    }, [sectionId]),
  );

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
