import Image from 'next/image';
import { Link } from '@/components/ui/Link';
import type { ReactNode } from 'react';
import styles from './Panels.module.scss';

/** A card with a picture on top and a link at the bottom: a programme or a news item. */
export function PictureCard({ image, title, href, linkText, children }: { image: string; title: string; href: string; linkText: string; children: ReactNode }) {
  return (
    <li className={styles.programme}>
      <div className={styles.programmeImage}>
        <Image src={image} alt="" fill sizes="(min-width: 1024px) 30vw, 100vw" className={styles.cover} />
      </div>
      <div className={styles.programmeBody}>
        {children}
        <Link href={href} className={styles.cardLink}>
          {linkText}
          <span className="visually-hidden">{`: ${title}`}</span>
        </Link>
      </div>
    </li>
  );
}

