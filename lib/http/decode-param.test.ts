import { describe, expect, it } from '@jest/globals';
import { decodeParam, isWellEncoded } from './decode-param';

/**
 * Route parameters are decoded in one place. What cannot be decoded (generateMetadata receives
 * "%" for "%25") is kept as it is instead of throwing a URIError, and isWellEncoded tells such a
 * path, which Next would fail on, from one it can decode.
 */
describe('decodeParam and isWellEncoded', () => {
  it.each([
    ['%D0%BF%D1%80%D0%B8%D0%B2%D1%96%D1%82', 'привіт', true],
    ['a%2525', 'a%25', true],
    ['/uk/%D0%B0/100%25', '/uk/а/100%', true],
    ['привіт', 'привіт', true],
    ['%', '%', false],
    ['/uk/%', '/uk/%', false],
    ['/api/%E0%A4%A', '/api/%E0%A4%A', false],
  ])('%s: decoded %s, well encoded: %s', (param, decoded, wellEncoded) => {
    expect(decodeParam(param)).toBe(decoded);
    expect(isWellEncoded(param)).toBe(wellEncoded);
  });
});
