import type { FooterData } from '@/lib/cms/schemas';

export const SOCIAL_NETWORKS = ['facebook', 'twitter', 'linkedin', 'instagram', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Spec part 1 §2: a social icon is shown only when its link is non-empty and not '#'. */
export function visibleSocialLinks(social: FooterData['social']): { network: SocialNetwork; url: string }[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = social[network].trim();
    return url !== '' && url !== '#' ? [{ network, url }] : [];
  });
}

/** Contact info with the spec's default phone and address as fallbacks. */
export function footerContacts(
  contacts: FooterData['contacts'],
  defaults: { phone: string; address: string },
): { address: string; phone: string; email: string } {
  return {
    address: contacts.address.trim() || defaults.address,
    phone: contacts.phone.trim() || defaults.phone,
    email: contacts.email.trim(),
  };
}
