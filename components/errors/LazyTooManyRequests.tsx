'use client';

import dynamic from 'next/dynamic';

/**
 * The too-many-requests screen, loaded only when the home shows it: imported directly, its code
 * and its styles (1.9 KB, inlined twice) were part of every home page.
 */
export const LazyTooManyRequests = dynamic(() => import('./TooManyRequests').then((m) => m.TooManyRequests));
