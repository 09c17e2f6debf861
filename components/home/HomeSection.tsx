import { Link } from '@/components/ui/Link';
import type { ReactNode } from 'react';
import styles from './Home.module.scss';

/**
 * A home section: its band, its heading (with a subtitle and a link to the full list) and its
 * content. `name` gives the heading's id (`home-{name}`), which labels the section, and the
 * section's `data-section`.
 */
export function HomeSection({
  name,
  title,
  subtitle,
  link,
  muted = false,
  children,
}: {
  name: string;
  title: string;
  subtitle?: string;
  link?: { href: string; text: string };
  muted?: boolean;
  children: ReactNode;
}) {
  const id = `home-${name}`;
  return (
    <section className={muted ? `${styles.section} ${styles.muted}` : styles.section} aria-labelledby={id} data-section={name}>
      <div className={styles.inner}>
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
        {children}
      </div>
    </section>
  );
}
