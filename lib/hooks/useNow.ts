'use client';

import { useSyncExternalStore } from 'react';

const MINUTE = 60_000;

function subscribe(onChange: () => void) {
  const timer = window.setInterval(onChange, MINUTE);
  return () => window.clearInterval(timer);
}

const currentMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;

/**
 * The current time to the minute: the server's render time during SSR and hydration, the
 * browser's clock afterwards, so a cached page recomputes time-dependent states on view.
 */
export function useNow(serverNow: number): Date {
  return new Date(useSyncExternalStore(subscribe, currentMinute, () => serverNow));
}
