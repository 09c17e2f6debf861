import { Suspense } from 'react';
import { notFoundTexts, type NotFoundKind } from '@/lib/navigation/not-found';
import type { Locale } from '@/lib/i18n/locales';
import { NotFoundStatus } from './NotFoundStatus';
import { LazyNotFoundView } from './LazyNotFoundView';

/**
 * What a page returns instead of calling `notFound()`: the not-found screen as the page's own
 * content, so the server HTML has it inside the site shell, and the status 404 (NotFoundStatus).
 * The page's `generateMetadata` returns `notFoundMetadata` for the same case.
 */
export function NotFoundPage({ lang, kind = 'page' }: { lang: Locale; kind?: NotFoundKind }) {
  return (
    <>
      <LazyNotFoundView texts={notFoundTexts(lang, kind)} />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}
