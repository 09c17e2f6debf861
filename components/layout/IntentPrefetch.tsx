'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { intentPrefetchPath } from '@/lib/navigation/intent-prefetch';

/**
 * Prefetches a page of this site when the visitor shows the intent to open it: a pointer over a
 * link, a finger on it, or keyboard focus. One listener for the whole document, so that no link
 * carries its own (components/ui/Link.tsx turns Next's prefetch on entering the view off).
 */
export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const onIntent = (event: Event) => {
      const path = intentPrefetchPath(event.target, window.location);
      if (path === null || prefetched.has(path)) return;
      prefetched.add(path);
      router.prefetch(path);
    };
    const options = { capture: true, passive: true };
    for (const type of ['pointerover', 'touchstart', 'focusin'] as const) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of ['pointerover', 'touchstart', 'focusin'] as const) document.removeEventListener(type, onIntent, options);
    };
  }, [router]);
  return null;
}
