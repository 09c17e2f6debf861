import { Link } from '@/components/ui/Link';
import type { Dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import styles from './Home.module.scss';

/** Section 7: contact call to action (meet the full team, contact us). */
export function ContactCta({ lang, dict }: { lang: Locale; dict: Dictionary }) {
  const texts = dict.home.contact;
  return (
    <section className={styles.contact} aria-labelledby="home-contact" data-section="contact">
      <div className={styles.contactInner}>
        <h2 id="home-contact" className={styles.contactTitle}>
          {texts.title}
        </h2>
        <p className={styles.contactText}>{texts.text}</p>
        <div className={styles.contactButtons}>
          <Link href={localePath(lang, '/team')} className={styles.onDarkButton}>
            {texts.team}
          </Link>
          <Link href={localePath(lang, '/contacts')} className={styles.primaryButton}>
            {texts.contact}
          </Link>
        </div>
      </div>
    </section>
  );
}
