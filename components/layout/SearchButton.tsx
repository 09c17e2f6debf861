import Link from 'next/link';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import styles from './Header.module.scss';

/** Opens the search page (the overlay replaces this link when search lands). */
export function SearchButton({ lang, label }: { lang: Locale; label: string }) {
  return (
    <Link href={localePath(lang, '/search')} className={styles.iconButton} aria-label={label}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </Link>
  );
}
