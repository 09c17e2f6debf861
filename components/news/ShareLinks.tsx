import type { ShareLink } from '@/lib/news/share';
import styles from './ShareLinks.module.scss';

/** Share links (Facebook, Twitter, LinkedIn and, except immersive, e-mail) opening the sharer pages. */
export function ShareLinks({
  links,
  title,
  names,
  labels,
}: {
  links: ShareLink[];
  title: string;
  names: Record<ShareLink['network'], string>;
  labels: Record<ShareLink['network'], string>;
}) {
  return (
    <div className={styles.share} data-testid="share-links">
      <span className={styles.shareTitle}>{title}</span>
      <ul className={styles.shareList}>
        {links.map((link) => (
          <li key={link.network}>
            <a
              className={styles.shareLink}
              href={link.href}
              aria-label={labels[link.network]}
              data-network={link.network}
              {...(link.network === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {names[link.network]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
