'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import { loadingKindFor, type LoadingKind } from '@/lib/navigation/loading-kind';
import styles from './NavigationStatus.module.scss';

/** Shown only when the next page takes longer than this: a prefetched page opens at once, without a flash. */
const SHOW_AFTER_MS = 150;
/** A navigation that never changes the address (the router gave up, or redirected back) stops showing it. */
const GIVE_UP_MS = 20_000;

/** A click that the browser or the router will turn into a visit to another page of this site. */
function internalTarget(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  // A link that opens a dialog in place (the search button) does not leave the page.
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download') || anchor.hasAttribute('aria-haspopup')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null;
  return url.pathname;
}

/**
 * The loading state of client-side navigation: the spinner with the spec's text for the page
 * being opened ('Loading programs...', 'Завантаження історій...'), over the current page until
 * the next one is there. Not `loading.tsx`: a Suspense boundary around a page makes React 19.2
 * outline any page larger than 12.8 kB into a hidden element in the prerendered HTML, so visitors
 * without JavaScript and crawlers would get the spinner instead of the page (vercel/next.js#73906).
 */
export function NavigationStatus({ texts }: { texts: Record<LoadingKind, string> }) {
  const pathname = usePathname();
  const [target, setTarget] = useState<{ from: string; kind: LoadingKind } | null>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const path = internalTarget(event);
      if (path) setTarget({ from: window.location.pathname, kind: loadingKindFor(path) });
    };
    // Capture: the router's own click handler stops the browser's navigation, not this listener.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    if (!target) return;
    const show = window.setTimeout(() => setShown(true), SHOW_AFTER_MS);
    const giveUp = window.setTimeout(() => {
      setTarget(null);
      setShown(false);
    }, GIVE_UP_MS);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(giveUp);
    };
  }, [target]);

  // The new page has arrived.
  if (target && target.from !== pathname) {
    setTarget(null);
    setShown(false);
  }

  if (!target || !shown) return null;
  return (
    <div className={styles.overlay} data-testid="navigation-status">
      <Spinner label={texts[target.kind]} showLabel />
    </div>
  );
}
