'use client';

import { useEffect, useState } from 'react';

/**
 * True while any part of the site's footer is on screen: floating buttons step aside then, so
 * they never cover the footer's links.
 */
export function useFooterInView(): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const footer = document.querySelector('body > footer');
    if (!footer) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false));
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  return inView;
}
