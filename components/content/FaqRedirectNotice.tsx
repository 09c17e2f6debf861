'use client';

import { Link } from '@/components/ui/Link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import { FAQ_REDIRECT_DELAY_MS } from '@/lib/constants';
import styles from './DynamicContent.module.scss';

/**
 * "show the notice … with 'Please wait...', and after
 * 2.5 seconds replace the location with /{lang}/faq".
 */
export function FaqRedirectNotice({
  title,
  faqHref,
  texts,
}: {
  title: string;
  faqHref: string;
  texts: { notice: string; wait: string; link: string };
}) {
  const router = useRouter();
  useEffect(() => {
    const timer = window.setTimeout(() => router.replace(faqHref), FAQ_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [router, faqHref]);
  return (
    <section className={styles.notice} aria-labelledby="faq-notice-title" data-testid="faq-notice">
      <h1 id="faq-notice-title" className={styles.noticeTitle}>
        {title}
      </h1>
      <p className={styles.noticeText}>{texts.notice}</p>
      <Spinner label={texts.wait} showLabel />
      <Link href={faqHref} className={styles.noticeLink}>
        {texts.link}
      </Link>
    </section>
  );
}
