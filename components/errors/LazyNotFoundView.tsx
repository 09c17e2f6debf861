'use client';

import dynamic from 'next/dynamic';

/**
 * The not-found screen of a page that can answer 404 (an article, a programme, a list's view),
 * loaded with its styles only when the page is a 404: imported directly, its styles were inlined,
 * twice, into every such page. Rendered on the server like any component, so the 404 page's
 * HTML holds it in full.
 */
export const LazyNotFoundView = dynamic(() => import('./NotFoundView').then((m) => m.NotFoundView));
