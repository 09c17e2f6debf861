import Link from 'next/link';
import { PageHero } from '@/components/ui/PageHero';
import type { Dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import type { ConfirmResult } from '@/lib/newsletter/confirm-result';
import styles from './ConfirmSubscriptionView.module.scss';

/**
 * /{lang}/newsletter/confirm: with the token of the confirmation mail, a button that posts it
 * (/api/newsletter/confirm); after the post, the result. Opening the link confirms nothing, so a
 * mail scanner that follows it subscribes no one. A link without a valid-looking token is the
 * "invalid link" result.
 */
export function ConfirmSubscriptionView({ lang, texts, token, result }: {
  lang: Locale;
  texts: Dictionary['confirmSubscription'];
  token: string | null;
  result: ConfirmResult | null;
}) {
  const shown = result ?? (token === null ? 'invalid' : null);
  return (
    <>
      <PageHero title={texts.title} />
      <div className={styles.container}>
        {shown === null ? (
          <form method="post" action="/api/newsletter/confirm" className={styles.form}>
            <p>{texts.ask}</p>
            <input type="hidden" name="token" value={token ?? ''} />
            <input type="hidden" name="lang" value={lang} />
            <button type="submit" className={styles.button}>{texts.button}</button>
          </form>
        ) : (
          <p role="status" className={shown === 'done' || shown === 'already' ? styles.ok : styles.problem}>
            {texts[shown]}
          </p>
        )}
        <p>
          <Link href={`/${lang}`}>{texts.home}</Link>
        </p>
      </div>
    </>
  );
}
