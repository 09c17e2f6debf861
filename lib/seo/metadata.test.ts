import { describe, expect, it } from '@jest/globals';
import { config } from '@/lib/config';
import { buildMetadata } from './metadata';

const site = config.siteUrl;

describe('the metadata builder', () => {
  it('gives every language alternate its prefix ("/news/<slug>" where "/en/news/<slug>" is meant)', () => {
    const metadata = buildMetadata({
      lang: 'uk',
      path: '/news/zymova-shkola',
      title: 'Зимова школа',
      description: 'Текст',
      alternatePaths: { en: '/news/winter-school' },
    });
    expect(metadata.alternates?.languages).toEqual({
      uk: `${site}/uk/news/zymova-shkola`,
      en: `${site}/en/news/winter-school`,
      'x-default': `${site}/uk/news/zymova-shkola`,
    });
  });

  it('accepts an alternate that already carries its prefix, and leaves out a missing translation', () => {
    const prefixed = buildMetadata({ lang: 'en', path: '/programs/a', title: 'A', description: 'B', alternatePaths: { uk: '/uk/programs/b' } });
    expect(prefixed.alternates?.languages).toMatchObject({ uk: `${site}/uk/programs/b` });
    const untranslated = buildMetadata({ lang: 'en', path: '/privacy', title: 'A', description: 'B', alternatePaths: { uk: null } });
    expect(Object.keys(untranslated.alternates?.languages ?? {})).toEqual(['en']);
  });

  it('describes the Twitter card image as it describes the Open Graph one (twitter:image:alt)', () => {
    const metadata = buildMetadata({ lang: 'en', path: '/team', title: 'Our team', description: 'People' });
    expect(metadata.twitter?.images).toEqual([expect.objectContaining({ alt: 'Our team', url: expect.stringMatching(/^https?:\/\//) })]);
  });
});
