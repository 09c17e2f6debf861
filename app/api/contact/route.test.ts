import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { sendContactMessage as SendContact } from '@/lib/cms/writes';

const send = jest.fn<typeof SendContact>();
jest.mock('@/lib/cms/writes', () => ({ sendContactMessage: (...args: Parameters<typeof SendContact>) => send(...args) }));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { POST } = require('./route') as typeof import('./route');

const valid = { name: 'Olena', email: 'olena@example.com', subject: 'Grant', message: 'Hello', url: '', lang: 'en' };
let forwardedFor = 0;

function post(body: unknown, headers: Record<string, string> = {}) {
  forwardedFor += 1;
  return POST(
    new Request('http://localhost:3000/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'x-forwarded-for': `10.0.0.${forwardedFor}`, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

describe('POST /api/contact', () => {
  beforeEach(() => {
    send.mockReset();
    send.mockResolvedValue({ status: 200, data: { success: true, message: 'Thanks!' }, message: '' });
  });

  it('forwards a valid message, trimmed, with the visitor for the CMS’s per-client limit, and passes the CMS message on', async () => {
    const response = await post({ ...valid, name: '  Olena  ', page: '/en/contacts' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'Thanks!' });
    expect(send).toHaveBeenCalledWith({ name: 'Olena', email: valid.email, subject: 'Grant', message: 'Hello', honeypot: '', lang: 'en', page: '/en/contacts' }, `10.0.0.${forwardedFor}`);
  });

  it('forwards the page the form was on only when it is a path of the site', async () => {
    await post({ ...valid, page: 'https://elsewhere.example/en' });
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ page: '' }), expect.any(String));
  });

  it('answers 400 with a clear message for bad input', async () => {
    const response = await post({ ...valid, email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect((await response.json()) as unknown).toEqual({ error: 'invalid_body', detail: 'email is not a valid address' });
    const notJson = await post('{oops');
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { error: string }).error).toBe('invalid_json');
    expect(send).not.toHaveBeenCalled();
  });

  it('answers 413 for a body over 16 KB and 415 for anything but JSON', async () => {
    expect((await post({ ...valid, message: 'x'.repeat(20_000) })).status).toBe(413);
    expect((await post('name=x', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
  });

  it('answers 403 to another site', async () => {
    const refused = await post(valid, { origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'forbidden_origin' });
    expect(send).not.toHaveBeenCalled();
  });

  it('drops a filled honeypot with a fake success', async () => {
    const response = await post({ ...valid, url: 'http://spam.example' });
    expect(await response.json()).toEqual({ success: true, message: '' });
    expect(send).not.toHaveBeenCalled();
  });

  it('limits attempts per client with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post(valid, { 'x-forwarded-for': '198.51.100.9' })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    const limited = await post(valid, { 'x-forwarded-for': '198.51.100.9' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: 'rate_limit' });
  });

  it('reports a CMS refusal and a CMS failure without success', async () => {
    send.mockResolvedValueOnce({ status: 200, data: { success: false, message: 'Blocked address' }, message: '' });
    const refused = await post(valid);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ error: 'cms_refused', message: 'Blocked address' });

    send.mockResolvedValueOnce({ status: 500, data: null, message: 'internal_server_error' });
    const failed = await post(valid);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: 'cms_error', detail: 'the CMS answered 500' });

    send.mockRejectedValueOnce(new Error('timeout'));
    const unreachable = await post(valid);
    expect(unreachable.status).toBe(502);
    expect(await unreachable.json()).toEqual({ error: 'cms_unreachable' });
  });
});
