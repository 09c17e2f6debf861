'use client';

import type { ApplicationLabels, StatusTexts } from '@/lib/programs/labels';
import type { ApplicationInfo } from '@/lib/programs/status';
import { StatusBadge } from './ProgramStatusBadge';
import { useApplicationLabels, type StatusProps } from './useApplicationLabels';
import styles from './ProgramStatus.module.scss';

function Deadline({ info, labels }: { info: ApplicationInfo; labels: ApplicationLabels }) {
  return (
    <p className={styles.deadline} data-mode={info.mode}>
      <span className={styles.deadlineLabel}>{labels.deadlineLabel}:</span>{' '}
      {info.showCrossedDate ? (
        <>
          <del className={styles.crossed}>{labels.deadlineValue}</del> <span className={styles.closedNote}>{labels.closedNote}</span>
        </>
      ) : (
        <span className={styles.deadlineValue}>{labels.deadlineValue}</span>
      )}
    </p>
  );
}

export function ApplyControl({
  info,
  labels,
  submitUrl,
  texts,
  className,
  describedBy,
}: {
  info: ApplicationInfo;
  labels: ApplicationLabels;
  submitUrl: string;
  texts: StatusTexts;
  className?: string;
  describedBy?: string;
}) {
  const classes = [styles.apply, className].filter(Boolean).join(' ');
  if (!info.canApply || !submitUrl) {
    return (
      <button type="button" className={classes} disabled aria-describedby={describedBy} data-apply="disabled">
        {labels.buttonText}
      </button>
    );
  }
  return (
    <a className={classes} href={submitUrl} target="_blank" rel="noopener noreferrer" aria-describedby={describedBy} data-apply="enabled">
      {labels.buttonText}
      <span className={styles.visuallyHidden}> {texts.opensInNewTab}</span>
    </a>
  );
}

/** Card footer: deadline line, status badge and apply control. */
export function ProgramCardStatus(props: StatusProps & { submitUrl: string }) {
  const [info, labels] = useApplicationLabels(props);
  return (
    <div className={styles.cardStatus}>
      <div className={styles.row}>
        <StatusBadge status={info.status} texts={props.texts} />
        <Deadline info={info} labels={labels} />
      </div>
      <ApplyControl info={info} labels={labels} submitUrl={props.submitUrl} texts={props.texts} />
    </div>
  );
}

/** Programme hero: deadline label and status badge. */
export function ProgramHeroStatus(props: StatusProps & { onDark?: boolean }) {
  const [info, labels] = useApplicationLabels(props);
  return (
    <div className={`${styles.heroStatus} ${props.onDark ? styles.onDark : ''}`}>
      <StatusBadge status={info.status} texts={props.texts} />
      <Deadline info={info} labels={labels} />
    </div>
  );
}

/** The apply button of the application section. */
export function ProgramApplyButton(props: StatusProps & { submitUrl: string; className?: string }) {
  const [info, labels] = useApplicationLabels(props);
  return <ApplyControl info={info} labels={labels} submitUrl={props.submitUrl} texts={props.texts} className={props.className} />;
}
