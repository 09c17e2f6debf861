import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { confirmNewsletter as ConfirmNewsletter } from '@/lib/cms/writes';

const confirm = jest.fn<typeof ConfirmNewsletter>();
jest.mock('@/lib/cms/writes', () => ({ confirmNewsletter: (...args: Parameters<typeof ConfirmNewsletter>) => confirm(...args) }));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { POST } = require('./route') as typeof import('./route');

const TOKEN = '3LJU62qcc0kVOocEDsFABjZ1B7dOHf2WNMLRlFYesVk';
let forwardedFor = 0;

function post(fields: Record<string, string>, origin = 'http://localhost:3000') {
  forwardedFor += 1;
  return POST(
    new Request('http://localhost:3000/api/newsletter/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'x-forwarded-for': `10.1.0.${forwardedFor}` },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

describe('POST /api/newsletter/confirm (the confirmation page’s button)', () => {
  beforeEach(() => {
    confirm.mockReset();
  });

  it('forwards the token with the visitor and sends the visitor back to the page with the result', async () => {
    confirm.mockResolvedValue({ status: 200, data: { success: true, confirmed: true, already_confirmed: false, code: '' }, message: '' });
    const response = await post({ token: TOKEN, lang: 'en' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/newsletter/confirm?result=done');
    expect(confirm).toHaveBeenCalledWith(TOKEN, `10.1.0.${forwardedFor}`);
  });

  it('says already for a link used before, invalid for a token the CMS refuses, failed when the CMS cannot be reached', async () => {
    confirm.mockResolvedValueOnce({ status: 200, data: { success: true, confirmed: false, already_confirmed: true, code: '' }, message: '' });
    expect((await post({ token: TOKEN, lang: 'uk' })).headers.get('location')).toBe('/uk/newsletter/confirm?result=already');
    confirm.mockResolvedValueOnce({ status: 400, data: null, message: 'invalid_token' });
    expect((await post({ token: TOKEN, lang: 'uk' })).headers.get('location')).toBe('/uk/newsletter/confirm?result=invalid');
    confirm.mockRejectedValueOnce(new Error('timeout'));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await post({ token: TOKEN, lang: 'uk' })).headers.get('location')).toBe('/uk/newsletter/confirm?result=failed');
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it('asks the CMS nothing for a token of the wrong shape, and refuses another site’s form', async () => {
    expect((await post({ token: 'not-a-token', lang: 'en' })).headers.get('location')).toBe('/en/newsletter/confirm?result=invalid');
    expect((await post({ token: TOKEN, lang: 'en' }, 'https://elsewhere.example')).status).toBe(403);
    expect(confirm).not.toHaveBeenCalled();
  });
});
