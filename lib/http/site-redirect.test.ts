import { describe, expect, it } from '@jest/globals';
import { encodePath } from './decode-param';
import { redirectWithinSite } from './site-redirect';

describe('Location headers are percent-encoded', () => {
  it.each([
    ['/en/café', '/en/caf%C3%A9'],
    ['/en/caf%C3%A9', '/en/caf%C3%A9'],
    ['/uk/привіт', '/uk/%D0%BF%D1%80%D0%B8%D0%B2%D1%96%D1%82'],
    ['/uk/news/', '/uk/news/'],
    // A stray percent sign is data, not a failure.
    ['/uk/%', '/uk/%25'],
    ['/uk/100%25', '/uk/100%25'],
  ])('each segment once, whether it came encoded or not: %s → %s', (path, location) => {
    expect(redirectWithinSite(path).headers.get('location')).toBe(location);
    expect(encodePath(path)).toBe(location);
  });

  it('answers a redirect whose Location is plain ASCII', () => {
    const location = redirectWithinSite('/uk/привіт').headers.get('location') ?? '';
    expect(location).toMatch(/^[\x21-\x7e]+$/);
  });
});
