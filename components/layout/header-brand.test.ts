import { describe, expect, it } from '@jest/globals';
import { FALLBACK_HEADER } from '@/lib/cms/shell';
import { headerBrand } from './header-brand';

describe('header: the CMS’s logo and site_title, the built-in ones only as fallbacks', () => {
  const cms = { ...FALLBACK_HEADER, logo: { url: '/images/logo.svg', alt: 'Програма імені Фулбрайта в Україні' }, site_title: 'Програма імені Фулбрайта в Україні' };

  it('uses the CMS’s logo, its text alternative and the site title', () => {
    expect(headerBrand(cms, 'uk')).toEqual({ logoUrl: '/images/logo.svg', logoAlt: cms.logo.alt, title: cms.site_title });
  });

  it('without them: the built-in mark and the site’s name in the page’s language', () => {
    expect(headerBrand(FALLBACK_HEADER, 'en')).toEqual({ logoUrl: null, logoAlt: '', title: 'Fulbright Program in Ukraine' });
    expect(headerBrand(FALLBACK_HEADER, 'uk').title).toBe('Програма Фулбрайт в Україні');
  });
});
