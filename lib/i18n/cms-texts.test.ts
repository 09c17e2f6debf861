import { describe, expect, it } from '@jest/globals';
import { config } from '@/lib/config';
import { cmsTexts } from './cms-texts';

describe('cmsTexts: the CMS text where given, the dictionary text otherwise', () => {
  const defaults = { hero_title: 'Our {product} office', map_title: 'Find us' };

  it('takes the CMS field of the same name, and the default for an empty or blank one', () => {
    expect(cmsTexts({ hero_title: 'Office', map_title: '  ' }, defaults, 'en')).toEqual({ hero_title: 'Office', map_title: 'Find us' });
  });

  it('fills {product} in either, and gives every default when there is no page data', () => {
    expect(cmsTexts(null, defaults, 'en').hero_title).toBe(`Our ${config.product.en} office`);
    expect(cmsTexts({ hero_title: '{product} alumni', map_title: '' }, defaults, 'uk').hero_title).toBe(`${config.product.uk} alumni`);
  });

  it('reads a text from a CMS field of another name when told', () => {
    expect(cmsTexts({ form_submit_text: 'Send' }, { submit: 'Submit', reset: 'Reset' }, 'en', { submit: 'form_submit_text' })).toEqual({ submit: 'Send', reset: 'Reset' });
  });
});
