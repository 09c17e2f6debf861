import type { Dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { NewsletterForm } from './NewsletterForm';
import styles from './NewsletterSection.module.scss';

/** The newsletter signup band: title, subtitle, form and a subscribers note, texts resolved by the page. */
export function NewsletterSection({
  lang,
  decoyName,
  texts,
  note,
}: {
  lang: Locale;
  decoyName: 'website' | 'honeypot';
  texts: Dictionary['newsletter'];
  note?: string;
}) {
  return (
    <section className={styles.band} aria-labelledby="newsletter-title" data-testid="newsletter-section">
      <div className={styles.inner}>
        <h2 id="newsletter-title" className={styles.title}>
          {texts.title}
        </h2>
        <p className={styles.subtitle}>{texts.subtitle}</p>
        <NewsletterForm lang={lang} decoyName={decoyName} className={styles.form} texts={texts} />
        {note && <p className={styles.note}>{note}</p>}
      </div>
    </section>
  );
}
