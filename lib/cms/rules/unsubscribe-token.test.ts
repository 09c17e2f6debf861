import { describe, expect, it } from '@jest/globals';
import { unsubscribeToken } from '@/test/support/unsubscribe-token';
import { isTokenShaped, verifiedAddress } from './unsubscribe-token';

describe('the embedded CMS’s unsubscribe token', () => {
  const key = 'a key only the CMS knows';

  it('names the lower-cased address and is verified with the key it was made with', () => {
    const token = unsubscribeToken(' Reader@Example.org ', key);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifiedAddress(token, key)).toBe('reader@example.org');
    expect(unsubscribeToken('READER@example.org', key)).toBe(token);
  });

  it('is refused under another key, with another address, or malformed', () => {
    const token = unsubscribeToken('reader@example.org', key);
    expect(verifiedAddress(token, 'another key')).toBeNull();
    const [, signature] = token.split('.');
    const forged = `${Buffer.from('victim@example.org').toString('base64url')}.${signature}`;
    expect(verifiedAddress(forged, key)).toBeNull();
    for (const bad of ['', 'no-dot', `${token}x`, `${Buffer.from('not an address').toString('base64url')}.${signature}`]) {
      expect(verifiedAddress(bad, key)).toBeNull();
    }
  });

  it('is the form of the WordPress plugin’s links before they were opaque, which the plugin still takes', () => {
    // PHP: rtrim(strtr(base64_encode(hash_hmac('sha256', 'unsubscribe:reader@example.org', 'k', true)), '+/', '-_'), '=').
    const olderFromWordPress = 'cmVhZGVyQGV4YW1wbGUub3Jn.NpKL-4r07i18MDr2yoDYUrb6mQpwcLq6povqPW5p50o';
    expect(verifiedAddress(olderFromWordPress, 'k')).toBe('reader@example.org');
    expect(unsubscribeToken('reader@example.org', 'k')).toBe(olderFromWordPress);
  });
});

describe('a token’s shape, which the unsubscribe page checks before it asks', () => {
  it('takes either CMS’s token and nothing else (issue 50: "Make it opaque")', () => {
    // EOS_Unsubscribe::token(): nonce and sealed address, base64url, no dot.
    const opaque = 'gl5OMCyEFlgJlEXuIiSvLS5p8Sw_32uTFtqqhIAVWGTfwdc4OCmrP1-fTVFzpNZLhR7vg8XfdlnYmA';
    expect(isTokenShaped(opaque)).toBe(true);
    expect(isTokenShaped(unsubscribeToken('reader@example.org', 'k'))).toBe(true);
    for (const bad of ['', 'not-a-token', `${opaque}<script>`, 'a'.repeat(601), '.'.repeat(30)]) expect(isTokenShaped(bad)).toBe(false);
  });
});
