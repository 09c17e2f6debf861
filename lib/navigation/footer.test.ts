import { describe, expect, it } from '@jest/globals';
import { footerContacts, visibleSocialLinks } from './footer';

describe('footer rules', () => {
  it('shows social icons "only when the link is non-empty and not \'#\'"', () => {
    const links = visibleSocialLinks({
      facebook: 'https://facebook.com/fulbright.ukraine',
      twitter: '#',
      linkedin: '',
      instagram: '  ',
      youtube: 'https://youtube.com/@fulbrightukraine',
    });
    expect(links.map((l) => l.network)).toEqual(['facebook', 'youtube']);
  });

  it('"a default phone and address exist as fallbacks": used only for a field the CMS left empty', () => {
    const office = { phone: '+380 1', address: 'Kyiv', email: 'office@b.ua' };
    expect(footerContacts({ address: '', phone: ' ', email: 'a@b.ua' }, office)).toEqual({
      address: 'Kyiv',
      phone: '+380 1',
      email: 'a@b.ua',
    });
    expect(footerContacts({ address: 'Lviv', phone: '+380 2', email: '' }, office)).toEqual({
      address: 'Lviv',
      phone: '+380 2',
      email: 'office@b.ua',
    });
  });
});
