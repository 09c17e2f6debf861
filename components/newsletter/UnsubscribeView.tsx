import Link from 'next/link';
import { PageHero } from '@/components/ui/PageHero';
import type { Dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import type { UnsubscribeResult } from '@/lib/newsletter/unsubscribe-result';
import styles from './UnsubscribeView.module.scss';

const RESULT_TEXT = { done: 'done', 'not-subscribed': 'notSubscribed', invalid: 'invalid', failed: 'failed' } as const;

/**
 * /{lang}/newsletter/unsubscribe: with a token, the address it names and a button that posts it
 * (/api/newsletter/unsubscribe); after the post, the result. A link without a valid-looking token
 * is the "invalid link" result.
 */
export function UnsubscribeView({ lang, texts, token, email, result }: {
  lang: Locale;
  texts: Dictionary['unsubscribe'];
  token: string;
  email: string | null;
  result: UnsubscribeResult | null;
}) {
  const shown = result ?? (email === null ? 'invalid' : null);
  return (
    <>
      <PageHero title={texts.title} />
      <div className={styles.container}>
        {shown === null ? (
          <form method="post" action="/api/newsletter/unsubscribe" className={styles.form}>
            <p>{fill(texts.confirm, { email: email ?? '' })}</p>
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="lang" value={lang} />
            <button type="submit" className={styles.button}>{texts.button}</button>
          </form>
        ) : (
          <p role="status" className={shown === 'done' || shown === 'not-subscribed' ? styles.ok : styles.problem}>
            {texts[RESULT_TEXT[shown]]}
          </p>
        )}
        <p>
          <Link href={`/${lang}`}>{texts.home}</Link>
        </p>
      </div>
    </>
  );
}
