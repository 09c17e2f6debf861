'use client';

import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import { applicationLabels, type ApplicationLabels, type StatusTexts } from '@/lib/programs/labels';
import type { ApplicationInfo, StatusWindow } from '@/lib/programs/status';
import { useProgramStatus } from './useProgramStatus';
import styles from './ProgramStatus.module.scss';

export interface StatusProps {
  program: StatusWindow;
  serverNow: string;
  lang: Locale;
  texts: StatusTexts;
}

function useLabels({ program, serverNow, lang, texts }: StatusProps): [ApplicationInfo, ApplicationLabels] {
  const info = useProgramStatus(program, serverNow);
  return [info, applicationLabels(info, texts, lang)];
}

function Badge({ info, labels, texts }: { info: ApplicationInfo; labels: ApplicationLabels; texts: StatusTexts }) {
  return (
    <span className={`${styles.badge} ${styles[info.status]}`} data-status={info.status} title={fill(texts.statusLabel, { status: labels.statusLabel })}>
      {labels.statusLabel}
    </span>
  );
}

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
  const [info, labels] = useLabels(props);
  return (
    <div className={styles.cardStatus}>
      <div className={styles.row}>
        <Badge info={info} labels={labels} texts={props.texts} />
        <Deadline info={info} labels={labels} />
      </div>
      <ApplyControl info={info} labels={labels} submitUrl={props.submitUrl} texts={props.texts} />
    </div>
  );
}

/** Programme hero: deadline label and status badge. */
export function ProgramHeroStatus(props: StatusProps & { onDark?: boolean }) {
  const [info, labels] = useLabels(props);
  return (
    <div className={`${styles.heroStatus} ${props.onDark ? styles.onDark : ''}`}>
      <Badge info={info} labels={labels} texts={props.texts} />
      <Deadline info={info} labels={labels} />
    </div>
  );
}

/** The apply button of the application section. */
export function ProgramApplyButton(props: StatusProps & { submitUrl: string; className?: string }) {
  const [info, labels] = useLabels(props);
  return <ApplyControl info={info} labels={labels} submitUrl={props.submitUrl} texts={props.texts} className={props.className} />;
}

/** A compact badge only (home programme list). */
export function ProgramStatusBadge(props: StatusProps) {
  const [info, labels] = useLabels(props);
  return <Badge info={info} labels={labels} texts={props.texts} />;
}

export { useLabels as useApplicationLabels };
