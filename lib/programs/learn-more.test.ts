import { describe, expect, it } from '@jest/globals';
import { learnMoreHref } from './learn-more';

describe('programme card: "learn-more link" from the CMS’s learnMoreLink', () => {
  it('a site path goes under the page’s language', () => {
    expect(learnMoreHref({ slug: 'a', learnMoreLink: '/programs/graduate-student-program' }, 'en')).toEqual({
      href: '/en/programs/graduate-student-program',
      external: false,
    });
    expect(learnMoreHref({ slug: 'a', learnMoreLink: '/fulbrighters' }, 'uk').href).toBe('/uk/fulbrighters');
  });

  it('an absolute URL is kept and marked external', () => {
    expect(learnMoreHref({ slug: 'a', learnMoreLink: 'https://us.fulbrightonline.org/' }, 'uk')).toEqual({
      href: 'https://us.fulbrightonline.org/',
      external: true,
    });
  });

  it('no link (empty or "#") falls back to the programme’s own page', () => {
    expect(learnMoreHref({ slug: 'visiting-scholar', learnMoreLink: '' }, 'en').href).toBe('/en/programs/visiting-scholar');
    expect(learnMoreHref({ slug: 'visiting-scholar', learnMoreLink: ' # ' }, 'uk').href).toBe('/uk/programs/visiting-scholar');
  });
});
