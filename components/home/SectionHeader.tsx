import Link from 'next/link';
import styles from './Home.module.scss';

/** A home section's heading, with its subtitle and its link to the full list. */
export function SectionHeader({ id, title, subtitle, link }: { id: string; title: string; subtitle?: string; link?: { href: string; text: string } }) {
  return (
    <header className={styles.sectionHeader}>
      <div>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {subtitle && <p className={styles.sectionSubtitle}>{subtitle}</p>}
      </div>
      {link && (
        <Link href={link.href} className={styles.sectionLink}>
          {link.text}
          <span aria-hidden="true"> →</span>
        </Link>
      )}
    </header>
  );
}
