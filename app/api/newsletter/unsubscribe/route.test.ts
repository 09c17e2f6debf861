import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { unsubscribeNewsletter as Unsubscribe } from '@/lib/cms/writes';

const unsubscribe = jest.fn<typeof Unsubscribe>();
jest.mock('@/lib/cms/writes', () => ({ unsubscribeNewsletter: (...args: Parameters<typeof Unsubscribe>) => unsubscribe(...args) }));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { POST } = require('./route') as typeof import('./route');

let visitors = 0;
function press(token: string) {
  visitors += 1;
  return POST(
    new Request('http://localhost:3000/api/newsletter/unsubscribe', {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'x-forwarded-for': `10.2.0.${visitors}` },
      body: new URLSearchParams({ token, lang: 'en' }),
    }),
  );
}

describe('POST /api/newsletter/unsubscribe', () => {
  beforeEach(() => {
    unsubscribe.mockReset();
    unsubscribe.mockResolvedValue({ status: 200, data: { success: true, unsubscribed: true, code: '' }, message: '' });
  });

  it('forwards WordPress’s opaque token (the address sealed, issue 50) and the embedded CMS’s signed one', async () => {
    // EOS_Unsubscribe::token(): a nonce and the sealed address, base64url, no dot.
    const opaque = 'gl5OMCyEFlgJlEXuIiSvLS5p8Sw_32uTFtqqhIAVWGTfwdc4OCmrP1-fTVFzpNZLhR7vg8XfdlnYmA';
    const signed = 'cmVhZGVyQGV4YW1wbGUub3Jn.NpKL-4r07i18MDr2yoDYUrb6mQpwcLq6povqPW5p50o';
    for (const token of [opaque, signed]) {
      const answer = await press(token);
      expect(answer.headers.get('location')).toBe('/en/newsletter/unsubscribe?result=done');
      expect(unsubscribe).toHaveBeenLastCalledWith(token, expect.any(String));
    }
  });

  it('answers a link that is not a token as invalid without asking the CMS', async () => {
    const answer = await press('not-a-token');
    expect(answer.headers.get('location')).toBe('/en/newsletter/unsubscribe?result=invalid');
    expect(unsubscribe).not.toHaveBeenCalled();
  });
});
