'use client';

import dynamic from 'next/dynamic';

/**
 * The preview banner, loaded with its styles only while the office previews drafts: imported by
 * the document directly, its styles were inlined, twice, into every page a visitor reads.
 */
export const LazyPreviewBanner = dynamic(() => import('./PreviewBanner').then((m) => m.PreviewBanner));
