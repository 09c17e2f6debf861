'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { localeOfPath } from '@/lib/i18n/routing';
import styles from '@/components/errors/NotFoundScreen.module.scss';

export interface ProgramNotFoundTexts {
  title: string;
  text: string;
  back: string;
  siteName: string;
}

/** 'Program not found' with a back link to /{lang}/programs; not-found.tsx gets no params, so the path decides the language. */
export function ProgramNotFound({ texts }: { texts: Record<Locale, ProgramNotFoundTexts> }) {
  const lang = localeOfPath(usePathname() ?? '/uk');
  const text = texts[lang];
  return (
    <section className={styles.screen} aria-labelledby="program-not-found-title">
      <title>{`${text.title} | ${text.siteName}`}</title>
      <meta name="robots" content="noindex" />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="program-not-found-title" className={styles.title}>
        {text.title}
      </h1>
      <p className={styles.subtitle}>{text.text}</p>
      <div className={styles.actions}>
        <Link href={`/${lang}/programs`} className={styles.primary}>
          {text.back}
        </Link>
      </div>
    </section>
  );
}
