'use client';

import { fill } from '@/lib/i18n/fill';
import type { ApplicationLabels, StatusTexts } from '@/lib/programs/labels';
import type { ApplicationInfo } from '@/lib/programs/status';
import { useApplicationLabels, type StatusProps } from './useApplicationLabels';
import styles from './StatusBadge.module.scss';

/**
 * The status badge, in a file and a stylesheet of its own: the home's programme list shows only
 * this, and a page carries the styles of every module it imports.
 */
export function StatusBadge({ info, labels, texts }: { info: ApplicationInfo; labels: ApplicationLabels; texts: StatusTexts }) {
  return (
    <span className={`${styles.badge} ${styles[info.status]}`} data-status={info.status} title={fill(texts.statusLabel, { status: labels.statusLabel })}>
      {labels.statusLabel}
    </span>
  );
}

/** A compact badge only (home programme list). */
export function ProgramStatusBadge(props: StatusProps) {
  const [info, labels] = useApplicationLabels(props);
  return <StatusBadge info={info} labels={labels} texts={props.texts} />;
}
