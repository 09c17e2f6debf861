'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { localeOfPath } from '@/lib/i18n/routing';
import styles from './NotFoundScreen.module.scss';

export interface NotFoundTexts {
  title: string;
  subtitle: string;
  backHome: string;
  goBack: string;
  metaTitle: string;
  metaDescription: string;
}

/**
 * The bilingual 404. Next gives not-found.tsx no params, so the language comes from the path;
 * the title and description are rendered here (React hoists them into <head>).
 */
export function NotFoundScreen({ texts, siteName }: { texts: Record<Locale, NotFoundTexts>; siteName: Record<Locale, string> }) {
  const lang = localeOfPath(usePathname() ?? '/uk');
  const router = useRouter();
  const text = texts[lang];
  return (
    <section className={styles.screen} aria-labelledby="not-found-title">
      <title>{`${text.metaTitle} | ${siteName[lang]}`}</title>
      <meta name="description" content={text.metaDescription} />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {text.title}
      </h1>
      <p className={styles.subtitle}>{text.subtitle}</p>
      <div className={styles.actions}>
        <Link href={`/${lang}`} className={styles.primary}>
          {text.backHome}
        </Link>
        <button type="button" className={styles.secondary} onClick={() => router.back()}>
          {text.goBack}
        </button>
      </div>
    </section>
  );
}
