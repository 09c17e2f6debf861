'use client';

import dynamic from 'next/dynamic';

/**
 * The layout's not-found screen, loaded only when the browser shows it. Next renders the layout's
 * not-found boundary into every page's payload; imported directly, the screen's code and styles
 * (inlined twice) were part of every page, which shows them only after a client-side `notFound()`.
 */
export const LazyNotFoundScreen = dynamic(() => import('./NotFoundScreen').then((m) => m.NotFoundScreen));
