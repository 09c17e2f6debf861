import { describe, expect, it } from '@jest/globals';
import { redirectFor } from './redirects';

describe('redirectFor ("After content is found, a lookup of the post\'s categories decides")', () => {
  it('"categories 260 or 262: show the notice … and after 2.5 seconds replace the location with /{lang}/faq"', () => {
    expect(redirectFor([260])).toEqual({ kind: 'faq-notice' });
    expect(redirectFor([5, 262])).toEqual({ kind: 'faq-notice' });
  });

  it('"categories 22 or 45: immediate redirect to /{lang}/programs/{slug}"', () => {
    expect(redirectFor([22])).toEqual({ kind: 'redirect', section: 'programs' });
    expect(redirectFor([45, 99])).toEqual({ kind: 'redirect', section: 'programs' });
  });

  it('"categories 3 or 70: redirect to /{lang}/news/{slug}"', () => {
    expect(redirectFor([3])).toEqual({ kind: 'redirect', section: 'news' });
    expect(redirectFor([70])).toEqual({ kind: 'redirect', section: 'news' });
  });

  it('"categories 274 or 276: use the variant hero and strip headings (h1-h6) from the body"', () => {
    expect(redirectFor([274])).toEqual({ kind: 'render', variant: 'author' });
    expect(redirectFor([276])).toEqual({ kind: 'render', variant: 'author' });
  });

  it('"A failed lookup is ignored and the page renders normally"', () => {
    expect(redirectFor(null)).toEqual({ kind: 'render', variant: 'default' });
  });

  it('renders normally with no categories or unrelated ones', () => {
    expect(redirectFor([])).toEqual({ kind: 'render', variant: 'default' });
    expect(redirectFor([1, 2, 256])).toEqual({ kind: 'render', variant: 'default' });
  });

  it('applies the rules in the spec\'s order when several match', () => {
    expect(redirectFor([276, 3, 45, 260])).toEqual({ kind: 'faq-notice' });
    expect(redirectFor([276, 3, 45])).toEqual({ kind: 'redirect', section: 'programs' });
    expect(redirectFor([276, 70])).toEqual({ kind: 'redirect', section: 'news' });
  });
});
