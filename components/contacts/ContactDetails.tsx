import { PhoneLink } from '@/components/ui/PhoneLink';
import type { ContactsView } from '@/lib/contact/view';
import styles from './Contacts.module.scss';

/** The office's address, phones, e-mails and opening hours, on the page and in the visit panel. */
export function ContactDetails({ view }: { view: ContactsView }) {
  const { texts, details } = view;
  return (
    <div className={styles.details}>
      <div className={styles.detail}>
        <h3 className={styles.detailTitle}>{texts.office_title}</h3>
        <address className={styles.address}>
          {details.address.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      </div>
      <div className={styles.detail}>
        <h3 className={styles.detailTitle}>{texts.phone_title}</h3>
        <ul className={styles.plainList}>
          {details.phones.map((p) => (
            <li key={p}>
              <PhoneLink phone={p} />
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.detail}>
        <h3 className={styles.detailTitle}>{texts.email_title}</h3>
        <ul className={styles.plainList}>
          {details.emails.map((e) => (
            <li key={e}>
              <a href={`mailto:${e}`}>{e}</a>
            </li>
          ))}
        </ul>
      </div>
      {details.hours.length > 0 && (
        <div className={styles.detail}>
          <h3 className={styles.detailTitle}>{texts.hours_title}</h3>
          <dl className={styles.hours}>
            {details.hours.map((h) => (
              <div key={`${h.label}-${h.value}`}>
                <dt>{h.label}</dt>
                <dd>{h.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </div>
  );
}
