'use client';

import { notFound } from 'next/navigation';
import { NOT_FOUND_DIGEST } from './not-found-digest';

/**
 * Gives a page that renders its own not-found screen the status 404, without losing that screen.
 *
 * Next 16 answers a `notFound()` thrown by a page with an empty `<html id="__next_error__">`:
 * React renders no error boundary on the server, so the error escapes the whole document and the
 * screen appears only after hydration (vercel/next.js#62228). Thrown inside its own `<Suspense>`,
 * the error stops at that boundary instead: the server keeps everything around it, sets 404 and
 * adds noindex (app-render's prerender sets the status from errors caught inside boundaries).
 * It throws only while the server renders; in the browser the boundary renders nothing.
 * Place it only as `<Suspense fallback={null}><NotFoundStatus /></Suspense>` (see NotFoundPage).
 */
export function NotFoundStatus(): null {
  if (typeof window === 'undefined') notFound();
  return null;
}

// When the browser takes the boundary over, React reports the server's error once more (React
// error #419) through window.reportError. It is the 404 signal above, not a fault: keep it out of
// the console and of error monitors. Registered when this module loads, before hydration.
if (typeof window !== 'undefined') {
  window.addEventListener('error', (event) => {
    if ((event.error as { digest?: unknown } | null)?.digest === NOT_FOUND_DIGEST) event.preventDefault();
  });
}
