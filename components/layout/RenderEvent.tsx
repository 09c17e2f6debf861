'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { RENDER_EVENT_DELAY_MS } from '@/lib/constants';

export const RENDER_EVENT = 'render-event';

/**
 * "After a page loads, about 500 ms later a document-level event named
 * render-event is dispatched (for pre-rendering)". Once per load: after the window's load event
 * on the first page, and after each client navigation to another path.
 */
export function RenderEvent() {
  const pathname = usePathname();

  useEffect(() => {
    let timer: number | undefined;
    const schedule = () => {
      timer = window.setTimeout(() => document.dispatchEvent(new Event(RENDER_EVENT)), RENDER_EVENT_DELAY_MS);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      window.clearTimeout(timer);
    };
  }, [pathname]);

  return null;
}
