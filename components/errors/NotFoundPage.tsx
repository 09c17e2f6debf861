import { Suspense } from 'react';
import { notFoundTexts, type NotFoundKind, type NotFoundReason } from '@/lib/errors/not-found';
import type { Locale } from '@/lib/i18n/locales';
import { NotFoundStatus } from './NotFoundStatus';
import { NotFoundView } from './NotFoundView';

/**
 * What a page returns instead of calling `notFound()`: the not-found screen as the page's own
 * content, so the server HTML has it inside the site shell, and the status 404 (NotFoundStatus).
 * The page's `generateMetadata` returns `notFoundMetadata` for the same case.
 */
export function NotFoundPage({ lang, kind = 'page', reason = 'missing' }: { lang: Locale; kind?: NotFoundKind; reason?: NotFoundReason }) {
  return (
    <>
      <NotFoundView texts={notFoundTexts(lang, kind)} reason={reason} />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}
