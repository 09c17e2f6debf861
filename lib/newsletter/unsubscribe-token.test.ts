import { describe, expect, it } from '@jest/globals';
import { unsubscribeToken } from '@/test/support/unsubscribe-token';
import { tokenAddress, verifiedAddress } from './unsubscribe-token';

describe('the unsubscribe token', () => {
  const key = 'a key only the CMS knows';

  it('names the lower-cased address and is verified with the key it was made with', () => {
    const token = unsubscribeToken(' Reader@Example.org ', key);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(tokenAddress(token)).toBe('reader@example.org');
    expect(verifiedAddress(token, key)).toBe('reader@example.org');
    expect(unsubscribeToken('READER@example.org', key)).toBe(token);
  });

  it('is refused under another key, with another address, or malformed', () => {
    const token = unsubscribeToken('reader@example.org', key);
    expect(verifiedAddress(token, 'another key')).toBeNull();
    const [, signature] = token.split('.');
    const forged = `${Buffer.from('victim@example.org').toString('base64url')}.${signature}`;
    expect(tokenAddress(forged)).toBe('victim@example.org');
    expect(verifiedAddress(forged, key)).toBeNull();
    for (const bad of ['', 'no-dot', `${token}x`, `${Buffer.from('not an address').toString('base64url')}.${signature}`]) {
      expect(verifiedAddress(bad, key)).toBeNull();
    }
  });

  it('accepts the WordPress plugin’s tokens (same format, same signature), which the tests make alike', () => {
    // EOS_Unsubscribe::token('reader@example.org') with the key 'k': PHP's
    // rtrim(strtr(base64_encode(hash_hmac('sha256', 'unsubscribe:reader@example.org', 'k', true)), '+/', '-_'), '=').
    const fromWordPress = 'cmVhZGVyQGV4YW1wbGUub3Jn.NpKL-4r07i18MDr2yoDYUrb6mQpwcLq6povqPW5p50o';
    expect(verifiedAddress(fromWordPress, 'k')).toBe('reader@example.org');
    expect(verifiedAddress(fromWordPress, 'another key')).toBeNull();
    expect(unsubscribeToken('reader@example.org', 'k')).toBe(fromWordPress);
  });
});
