import { describe, expect, it } from '@jest/globals';
import { decodeParam, isWellEncoded } from './decode-param';

describe('decodeParam: route parameters are decoded in one place', () => {
  it('decodes what a page receives still encoded', () => {
    expect(decodeParam('%D0%BF%D1%80%D0%B8%D0%B2%D1%96%D1%82')).toBe('привіт');
    expect(decodeParam('a%2525')).toBe('a%25');
  });

  it('keeps what cannot be decoded (generateMetadata receives "%" for "%25") instead of throwing a URIError', () => {
    expect(decodeParam('%')).toBe('%');
    expect(decodeParam('%E0%A4%A')).toBe('%E0%A4%A');
    expect(decodeParam('привіт')).toBe('привіт');
  });
});

describe('isWellEncoded', () => {
  it('tells a path Next can decode from one it would fail on with a URIError', () => {
    expect(isWellEncoded('/uk/%D0%B0/100%25')).toBe(true);
    expect(isWellEncoded('/uk/привіт')).toBe(true);
    expect(isWellEncoded('/uk/%')).toBe(false);
    expect(isWellEncoded('/api/%E0%A4%A')).toBe(false);
  });
});
