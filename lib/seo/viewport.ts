import type { Viewport } from 'next';

/** Every document's viewport and theme colour (the language layout and the global 404). */
export const SITE_VIEWPORT: Viewport = { themeColor: '#0b2a4a', width: 'device-width', initialScale: 1 };
