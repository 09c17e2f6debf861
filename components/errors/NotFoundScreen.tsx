'use client';

import { usePathname } from 'next/navigation';
import type { NotFoundTexts } from '@/lib/navigation/not-found';
import type { Locale } from '@/lib/i18n/locales';
import { localeOfPath } from '@/lib/i18n/routing';
import { NotFoundView } from './NotFoundView';

/**
 * The not-found screen where Next gives no params (`not-found.tsx`), so the language comes from
 * the path; the title and robots are rendered here (React hoists them into <head>).
 */
export function NotFoundScreen({ texts, titles }: { texts: Record<Locale, NotFoundTexts>; titles: Record<Locale, string> }) {
  const lang = localeOfPath(usePathname() ?? '/uk');
  return (
    <>
      <title>{titles[lang]}</title>
      <meta name="description" content={texts[lang].metaDescription} />
      <meta name="robots" content="noindex" />
      <NotFoundView texts={texts[lang]} />
    </>
  );
}
