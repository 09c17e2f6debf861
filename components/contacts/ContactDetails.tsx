import type { ReactNode } from 'react';
import { Facts } from '@/components/ui/Facts';
import { PhoneLink } from '@/components/ui/PhoneLink';
import type { ContactsView } from '@/lib/contact/view';
import styles from './Contacts.module.scss';

function Detail({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <h3 className={styles.detailTitle}>{title}</h3>
      {children}
    </div>
  );
}

function Lines({ lines, link }: { lines: string[]; link: (line: string) => ReactNode }) {
  return (
    <ul className={styles.plainList}>
      {lines.map((line) => (
        <li key={line}>{link(line)}</li>
      ))}
    </ul>
  );
}

/** The office's address, phones, e-mails and opening hours, on the page and in the visit panel. */
export function ContactDetails({ view }: { view: ContactsView }) {
  const { texts, details } = view;
  return (
    <div className={styles.details}>
      <Detail title={texts.office_title}>
        <address className={styles.address}>
          {details.address.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      </Detail>
      <Detail title={texts.phone_title}>
        <Lines lines={details.phones} link={(phone) => <PhoneLink phone={phone} />} />
      </Detail>
      <Detail title={texts.email_title}>
        <Lines lines={details.emails} link={(email) => <a href={`mailto:${email}`}>{email}</a>} />
      </Detail>
      {details.hours.length > 0 && (
        <Detail title={texts.hours_title}>
          <Facts className={styles.hours} facts={details.hours} />
        </Detail>
      )}
    </div>
  );
}
