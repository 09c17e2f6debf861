import { describe, expect, it } from '@jest/globals';
import { footerContacts, visibleSocialLinks } from './footer';

describe('footer rules (spec part 1 §2)', () => {
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

  it('falls back to the default phone and address', () => {
    expect(footerContacts({ address: '', phone: ' ', email: 'a@b.ua' }, { phone: '+380 1', address: 'Kyiv' })).toEqual({
      address: 'Kyiv',
      phone: '+380 1',
      email: 'a@b.ua',
    });
    expect(footerContacts({ address: 'Lviv', phone: '+380 2', email: '' }, { phone: '+380 1', address: 'Kyiv' }).address).toBe('Lviv');
  });
});
