'use client';

import { usePathname } from 'next/navigation';
import styles from './PreviewBanner.module.scss';

/** Shown while the office previews drafts: a visible label, an exit link, and noindex. */
export function PreviewBanner({ label, exit }: { label: string; exit: string }) {
  const pathname = usePathname() ?? '/uk';
  return (
    <div className={styles.banner} role="status">
      <meta name="robots" content="noindex, nofollow" />
      <strong>{label}</strong>
      <a href={`/api/preview/exit?path=${encodeURIComponent(pathname)}`}>{exit}</a>
    </div>
  );
}
