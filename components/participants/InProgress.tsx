import { Link } from '@/components/ui/Link';
import styles from './Participants.module.scss';

/** The 'Section in Progress' placeholder of the alumni and participants pages. */
export function InProgress({ title, text, linkText, href }: { title: string; text: string; linkText: string; href: string }) {
  return (
    <div className={styles.progress} data-testid="in-progress">
      <span className={styles.progressIcon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
          <path d="M12 2a10 10 0 1 0 10 10h-2a8 8 0 1 1-8-8V2zm1 5h-2v6l5 3 1-1.7-4-2.3V7z" fill="currentColor" />
        </svg>
      </span>
      <h2 className={styles.progressTitle}>{title}</h2>
      <p>{text}</p>
      <Link className={styles.progressLink} href={href}>
        {linkText}
      </Link>
    </div>
  );
}
