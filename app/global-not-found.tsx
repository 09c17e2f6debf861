import type { Metadata, Viewport } from 'next';
import { NotFoundView } from '@/components/errors/NotFoundView';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { DEFAULT_LOCALE } from '@/lib/constants';
import { notFoundMetadata, notFoundTexts } from '@/lib/navigation/not-found';
import { SITE_VIEWPORT } from '@/lib/seo/viewport';
import '@/styles/globals.scss';

/**
 * Paths that match no route (`/wp-login.php`, `/favicon.ico`, an unknown language on a route
 * whose `[lang]` is closed): the site's 404 page, rendered once at build time, so such requests
 * render nothing and store nothing. Outside /uk and /en a path is Ukrainian.
 * Next serves it with status 404 (experimental.globalNotFound).
 */
export const metadata: Metadata = notFoundMetadata(DEFAULT_LOCALE, 'page');
export const viewport: Viewport = SITE_VIEWPORT;

export default function GlobalNotFound() {
  return (
    <SiteDocument lang={DEFAULT_LOCALE}>
      <NotFoundView texts={notFoundTexts(DEFAULT_LOCALE, 'page')} />
    </SiteDocument>
  );
}
