'use client';

import dynamic from 'next/dynamic';
import { Link } from '@/components/ui/Link';
import { useCallback, useState, type MouseEvent } from 'react';
import type { OverlayTexts } from '@/components/search/texts';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import styles from './Header.module.scss';

const SearchOverlay = dynamic(() => import('@/components/search/SearchOverlay').then((m) => m.SearchOverlay), { ssr: false });

/**
 * Opens the search overlay. It is a link to the search page, so without JavaScript (or with a
 * modified click: new tab) it still leads to search.
 */
export function SearchButton({ lang, label, texts }: { lang: Locale; label: string; texts: OverlayTexts }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(true);
  }

  return (
    <>
      <Link
        href={localePath(lang, '/search')}
        className={styles.iconButton}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={onClick}
        data-testid="search-button"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Link>
      {open && <SearchOverlay lang={lang} texts={texts} onClose={close} />}
    </>
  );
}
