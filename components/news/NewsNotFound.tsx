'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { localeOfPath, localePath } from '@/lib/i18n/routing';
import styles from './NewsNotFound.module.scss';

/** Next gives not-found.tsx no params, so the language comes from the path. */
export function NewsNotFound({ texts }: { texts: Record<Locale, { title: string; text: string; back: string }> }) {
  const lang = localeOfPath(usePathname() ?? '/uk');
  const text = texts[lang];
  return (
    <section className={styles.screen} aria-labelledby="news-not-found-title">
      <title>{text.title}</title>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="news-not-found-title" className={styles.title}>
        {text.title}
      </h1>
      <p className={styles.text}>{text.text}</p>
      <Link href={localePath(lang, '/news')} className={styles.back}>
        {text.back}
      </Link>
    </section>
  );
}
