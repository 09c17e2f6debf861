import { config, type AppConfig } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';

export interface OfficeContacts {
  address: string;
  phone: string;
  email: string;
}

/**
 * The office's own contact details in one language, from the settings (OFFICE_PHONE,
 * OFFICE_ADDRESS, OFFICE_ADDRESS_UK, DEFAULT_CONTACT_EMAIL): one office, so the phone and
 * e-mail are the same in both languages and the address is the same place in each script.
 */
export function officeContacts(lang: Locale, office: AppConfig['office'] = config.office): OfficeContacts {
  return { address: office.address[lang], phone: office.phone, email: office.email };
}
