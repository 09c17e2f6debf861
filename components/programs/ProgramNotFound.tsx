'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { localeOfPath } from '@/lib/i18n/routing';
import styles from '@/components/errors/NotFoundScreen.module.scss';

/** Next gives not-found.tsx no params, so the language comes from the path. */
export function ProgramNotFound({ texts }: { texts: Record<Locale, { title: string; back: string }> }) {
  const lang = localeOfPath(usePathname() ?? '/uk');
  return (
    <section className={styles.screen} aria-labelledby="program-not-found">
      <title>{texts[lang].title}</title>
      <meta name="robots" content="noindex" />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="program-not-found" className={styles.title}>
        {texts[lang].title}
      </h1>
      <div className={styles.actions}>
        <Link className={styles.primary} href={`/${lang}/programs`}>
          {texts[lang].back}
        </Link>
      </div>
    </section>
  );
}
