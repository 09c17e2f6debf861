import { Link } from '@/components/ui/Link';
import { config } from '@/lib/config';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import type { UkraineProgramsContent } from '@/lib/static-pages/ukraine-programs';
import styles from './Panels.module.scss';
import own from './Contact.module.scss';

/** Contact: the office's email, a link to all contacts and the social link placeholders. */
export function ContactPanel({ lang, contact }: { lang: Locale; contact: UkraineProgramsContent['contact'] }) {
  const labels = getDictionary(lang).staticPages.ukrainePrograms;
  return (
    <div className={own.contactPanel}>
      <section className={styles.card} aria-labelledby="up-contact">
        <h2 id="up-contact">{contact.title}</h2>
        <p>{contact.text}</p>
        <p>
          {`${labels.email}: `}
          <a href={`mailto:${config.defaultContactEmail}`}>{config.defaultContactEmail}</a>
        </p>
        <Link href={localePath(lang, '/contacts')} className={styles.cardLink}>
          {labels.allContacts}
        </Link>
        <h3 className={own.socialTitle}>{contact.socialTitle}</h3>
        <ul className={own.social}>
          {contact.social.map((item) => (
            <li key={item.label}>
              {item.label} <span className={styles.muted}>({item.note})</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
