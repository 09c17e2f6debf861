import { describe, expect, it } from '@jest/globals';
import { encodePath } from './decode-param';
import { redirectWithinSite } from './site-redirect';

describe('Location headers are percent-encoded', () => {
  it('encodes each segment once, whether it came encoded or not', () => {
    expect(encodePath('/en/café')).toBe('/en/caf%C3%A9');
    expect(encodePath('/en/caf%C3%A9')).toBe('/en/caf%C3%A9');
    expect(encodePath('/uk/привіт')).toBe('/uk/%D0%BF%D1%80%D0%B8%D0%B2%D1%96%D1%82');
    expect(encodePath('/uk/news/')).toBe('/uk/news/');
  });

  it('keeps a stray percent sign as data instead of failing', () => {
    expect(encodePath('/uk/%')).toBe('/uk/%25');
    expect(encodePath('/uk/100%25')).toBe('/uk/100%25');
  });

  it('answers a redirect whose Location is plain ASCII', () => {
    const location = redirectWithinSite('/uk/привіт').headers.get('location') ?? '';
    expect(location).toMatch(/^[\x21-\x7e]+$/);
  });
});
