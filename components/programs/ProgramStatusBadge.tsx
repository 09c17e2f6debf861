'use client';

import { fill } from '@/lib/i18n/fill';
import type { StatusTexts } from '@/lib/programs/labels';
import type { ApplicationInfo, StatusWindow } from '@/lib/programs/status';
import { useProgramStatus } from './useProgramStatus';
import styles from './StatusBadge.module.scss';

/** The words a badge shows: the status names and the template of its title. */
export type BadgeTexts = Pick<StatusTexts, 'names' | 'statusLabel'>;

/**
 * The status badge, in a file and a stylesheet of its own: the home's programme list shows only
 * this, and a page carries the styles of every module it imports.
 */
export function StatusBadge({ status, texts }: { status: ApplicationInfo['status']; texts: BadgeTexts }) {
  const name = texts.names[status];
  return (
    <span className={`${styles.badge} ${styles[status]}`} data-status={status} title={fill(texts.statusLabel, { status: name })}>
      {name}
    </span>
  );
}

/**
 * A compact badge only (the home's programme list). It takes the two texts it shows, not the whole
 * status dictionary, and works out no deadline words: each of the home's fourteen badges would
 * otherwise format dates it never shows while the page hydrates, and repeat the dictionary in the
 * page's RSC payload.
 */
export function ProgramStatusBadge({ program, serverNow, texts }: { program: StatusWindow; serverNow: string; texts: BadgeTexts }) {
  const info = useProgramStatus(program, serverNow);
  return <StatusBadge status={info.status} texts={texts} />;
}
