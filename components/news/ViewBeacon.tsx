'use client';

import { useEffect, useRef } from 'react';

/**
 * Records one view per page load through our /api/views (never straight to the CMS): a beacon
 * where the browser has one, else a keepalive fetch. The server drops robots and repeats.
 */
export function ViewBeacon({ postId }: { postId: number }) {
  const sent = useRef<number | null>(null);
  useEffect(() => {
    if (sent.current === postId) return;
    sent.current = postId;
    const body = JSON.stringify({ post_id: postId });
    const beaconSent =
      typeof navigator.sendBeacon === 'function' && navigator.sendBeacon('/api/views', new Blob([body], { type: 'application/json' }));
    if (!beaconSent) {
      void fetch('/api/views', { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(() => undefined);
    }
  }, [postId]);
  return null;
}
