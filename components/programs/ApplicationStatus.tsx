'use client';

import { useNow } from '@/lib/hooks/useNow';
import { fill } from '@/lib/i18n/fill';
import { programStatus, type ApplicationInfo, type StatusInput } from '@/lib/programs/status';
import styles from './ApplicationStatus.module.scss';

export interface StatusLabels {
  status: Record<ApplicationInfo['status'], string>;
  deadlineLabel: string;
  submissionLabel: string;
  noDeadline: string;
  submissionsStart: string;
  submissionsEnd: string;
  closedOn: string;
  noDate: string;
  apply: string;
  comingSoon: string;
  closed: string;
  opensInNewTab: string;
}

function deadlineText(info: ApplicationInfo, labels: StatusLabels, formatDate: (day: string) => string): string {
  switch (info.display.kind) {
    case 'text':
      return info.display.text;
    case 'no-deadline':
      return labels.noDeadline;
    case 'starts':
      return fill(labels.submissionsStart, { date: formatDate(info.display.date) });
    case 'ends':
      return fill(labels.submissionsEnd, { date: formatDate(info.display.date) });
    case 'ended':
      return formatDate(info.display.date);
    case 'none':
      return labels.noDate;
  }
}

/**
 * Deadline line, status badge and apply control of a programme. Recomputed from the dates and
 * the visitor's clock after hydration, so a cached page never shows a stale status.
 */
export function ApplicationStatus({
  program,
  submitUrl,
  labels,
  locale,
  serverNow,
  showApply = true,
  title,
}: {
  program: StatusInput;
  submitUrl: string;
  labels: StatusLabels;
  locale: string;
  serverNow: number;
  showApply?: boolean;
  title: string;
}) {
  const now = useNow(serverNow);
  const info = programStatus(program, now);
  const formatDate = (day: string) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
  const text = deadlineText(info, labels, formatDate);
  const buttonText = info.button === 'apply' ? labels.apply : info.button === 'coming-soon' ? labels.comingSoon : labels.closed;

  return (
    <div className={styles.status} data-status={info.status} data-mode={info.mode}>
      <p className={styles.deadline}>
        <span className={styles.deadlineLabel}>{info.deadlineLabel === 'submission' ? labels.submissionLabel : labels.deadlineLabel}: </span>
        {info.showCrossedDate ? <del className={styles.crossed}>{text}</del> : <span>{text}</span>}
        {info.showCrossedDate && <span className={styles.closedNote}> {labels.closed}</span>}
      </p>
      <span className={`${styles.badge} ${styles[info.status]}`}>{labels.status[info.status]}</span>
      {showApply &&
        (info.canApply && submitUrl ? (
          <a className={styles.apply} href={submitUrl} target="_blank" rel="noopener noreferrer" aria-label={`${buttonText}: ${title} ${labels.opensInNewTab}`}>
            {buttonText}
          </a>
        ) : (
          <button type="button" className={styles.apply} disabled aria-label={`${buttonText}: ${title}`}>
            {buttonText}
          </button>
        ))}
    </div>
  );
}
