import styles from './PreviewBanner.module.scss';

/**
 * Shown while the office previews drafts: a visible label, an exit link, and noindex. Rendered
 * through LazyPreviewBanner, so that only a preview loads it: the exit route returns to the page
 * the link was followed from (its Referer).
 */
export function PreviewBanner({ label, exit }: { label: string; exit: string }) {
  return (
    <div className={styles.banner} role="status">
      <meta name="robots" content="noindex, nofollow" />
      <strong>{label}</strong>
      {/* A route handler that clears the draft cookie: a full navigation, never the client router's. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/api/preview/exit">{exit}</a>
    </div>
  );
}
