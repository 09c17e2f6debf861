import type { FooterData } from '@/lib/cms/schemas/index';
import type { OfficeContacts } from '@/lib/contact/office';

const SOCIAL_NETWORKS = ['facebook', 'twitter', 'linkedin', 'instagram', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** A social icon is shown only when its link is non-empty and not '#'. */
export function visibleSocialLinks(social: FooterData['social']): { network: SocialNetwork; url: string }[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = social[network].trim();
    return url !== '' && url !== '#' ? [{ network, url }] : [];
  });
}

/**
 * "contact info (address, phone, e-mail; a default phone and address exist as
 * fallbacks)". Each field is the CMS's; the office's own detail fills only a field left empty.
 */
export function footerContacts(contacts: FooterData['contacts'], office: OfficeContacts): OfficeContacts {
  return {
    address: contacts.address.trim() || office.address,
    phone: contacts.phone.trim() || office.phone,
    email: contacts.email.trim() || office.email,
  };
}
