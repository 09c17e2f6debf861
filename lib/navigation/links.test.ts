import { describe, expect, it } from '@jest/globals';
import { isExternal, opensNewTab, telHref } from './links';

describe('links', () => {
  it('tell another site, e-mail and phone links from paths of this site', () => {
    for (const href of ['https://example.org', 'http://x.y/z', '//cdn.example.org/a', 'mailto:a@b.org', 'TEL:+380']) expect(isExternal(href)).toBe(true);
    for (const href of ['/contacts', 'contacts', '#top', '']) expect(isExternal(href)).toBe(false);
  });

  it('open only other sites in a new tab', () => {
    expect(opensNewTab('https://example.org')).toBe(true);
    expect(opensNewTab('mailto:a@b.org')).toBe(false);
    expect(opensNewTab('/faq')).toBe(false);
  });

  it('dial the digits and the plus of a written phone number', () => {
    expect(telHref('+38 (044) 123-45-67')).toBe('tel:+380441234567');
    expect(telHref('ext. only')).toBeNull();
  });
});
