import { telHref } from '@/lib/navigation/links';

/** A phone number as written, dialled when clicked; plain text when it has no digits to dial. */
export function PhoneLink({ phone }: { phone: string }) {
  const href = telHref(phone);
  return href ? <a href={href}>{phone}</a> : <>{phone}</>;
}
