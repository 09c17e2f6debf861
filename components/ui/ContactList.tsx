import { Facts } from './Facts';
import { PhoneLink } from './PhoneLink';

export interface ContactListLabels {
  email: string;
  phone: string;
  officeHours: string;
}

/** A person's e-mail, phone and office hours, each with its label; the empty ones are left out. */
export function ContactList({
  email,
  phone,
  officeHours,
  labels,
  className,
}: {
  email: string;
  phone: string;
  officeHours: string;
  labels: ContactListLabels;
  className?: string;
}) {
  return (
    <Facts
      className={className}
      facts={[
        { label: labels.email, value: email && <a href={`mailto:${email}`}>{email}</a> },
        { label: labels.phone, value: phone && <PhoneLink phone={phone} /> },
        { label: labels.officeHours, value: officeHours },
      ]}
    />
  );
}
