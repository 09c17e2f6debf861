import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { NewsletterForm } from './NewsletterForm';
import styles from './NewsletterSection.module.scss';

/** The newsletter signup band: title, subtitle, form and a subscribers note (CMS texts first). */
export function NewsletterSection({
  lang,
  decoyName,
  title,
  subtitle,
  placeholder,
  button,
  note,
}: {
  lang: Locale;
  decoyName: 'website' | 'honeypot';
  title?: string;
  subtitle?: string;
  placeholder?: string;
  button?: string;
  note?: string;
}) {
  const texts = getDictionary(lang).newsletter;
  return (
    <section className={styles.band} aria-labelledby="newsletter-title" data-testid="newsletter-section">
      <div className={styles.inner}>
        <h2 id="newsletter-title" className={styles.title}>
          {title || texts.title}
        </h2>
        <p className={styles.subtitle}>{subtitle || texts.subtitle}</p>
        <NewsletterForm
          lang={lang}
          decoyName={decoyName}
          className={styles.form}
          texts={{ ...texts, placeholder: placeholder || texts.placeholder, button: button || texts.button }}
        />
        {note && <p className={styles.note}>{note}</p>}
      </div>
    </section>
  );
}
