import { Link } from '@/components/ui/Link';
import { PageHero } from '@/components/ui/PageHero';
import type { Locale } from '@/lib/i18n/locales';
import styles from './TokenActionView.module.scss';

/**
 * A page that a newsletter mail's link opens (confirm the subscription, unsubscribe): before the
 * post, the question and a button that posts the link's token to `action`; after it, the result.
 * Opening the link does nothing by itself, so a mail scanner that follows every link changes
 * nothing.
 */
export function TokenActionView({ lang, title, action, token, ask, button, result, home }: {
  lang: Locale;
  title: string;
  action: string;
  token: string;
  ask: string;
  button: string;
  /** What the post did, or null before it. */
  result: { text: string; ok: boolean } | null;
  home: string;
}) {
  return (
    <>
      <PageHero title={title} />
      <div className={styles.container}>
        {result === null ? (
          <form method="post" action={action} className={styles.form}>
            <p>{ask}</p>
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="lang" value={lang} />
            <button type="submit" className={styles.button}>{button}</button>
          </form>
        ) : (
          <p role="status" className={result.ok ? styles.ok : styles.problem}>
            {result.text}
          </p>
        )}
        <p>
          <Link href={`/${lang}`}>{home}</Link>
        </p>
      </div>
    </>
  );
}
