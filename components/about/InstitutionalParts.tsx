import Image from 'next/image';
import { Link } from '@/components/ui/Link';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import styles from './Institutional.module.scss';

/** Text on the left, a picture (or another aside) on the right, from the large breakpoint. */
export function Split({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className={styles.split}>
      <div>{children}</div>
      {aside}
    </div>
  );
}

/** A picture filling its frame beside the text, with an optional caption over it. */
export function SplitImage({ src, alt = '', children }: { src: string; alt?: string; children?: ReactNode }) {
  const Frame = children ? 'figure' : 'div';
  return (
    <Frame className={styles.media}>
      <Image src={src} alt={alt} fill sizes="(min-width: 1024px) 45vw, 100vw" className={styles.mediaImage} />
      {children}
    </Frame>
  );
}

/** The page's links under its text: the first a primary button, the others secondary. */
export function LinkButtons({ lang, links }: { lang: Locale; links: { url: string; text: string }[] }) {
  if (links.length === 0) return null;
  return (
    <ul className={styles.links}>
      {links.map((link, i) => (
        <li key={link.url}>
          <Link href={localePath(lang, link.url)} className={i === 0 ? styles.primaryLink : styles.secondaryLink}>
            {link.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Cards of a title and a text, numbered in order when `numbered` (values, legacy, achievements). */
export function Cards({
  items,
  numbered = false,
  ordered = false,
  heading: Heading = 'h3',
  className,
}: {
  items: { title: string; description: string }[];
  numbered?: boolean;
  ordered?: boolean;
  heading?: 'h3' | 'h4';
  className?: string;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className ? `${styles.cards} ${className}` : styles.cards}>
      {items.map((item, i) => (
        <li key={item.title} className={styles.card}>
          {numbered && (
            <span className={styles.cardNumber} aria-hidden="true">
              {i + 1}
            </span>
          )}
          <Heading>{item.title}</Heading>
          <p>{item.description}</p>
        </li>
      ))}
    </List>
  );
}
