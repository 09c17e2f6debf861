import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { NEWSLETTER_RATE_LIMIT } from '@/lib/constants';
import type { subscribeNewsletter as Subscribe } from '@/lib/cms/writes';

const subscribe = jest.fn<typeof Subscribe>();
jest.mock('@/lib/cms/writes', () => ({ subscribeNewsletter: (...args: Parameters<typeof Subscribe>) => subscribe(...args) }));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { POST } = require('./route') as typeof import('./route');

let visitors = 0;

function post(email: string, visitor: string) {
  return POST(
    new Request('http://localhost:3000/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'x-forwarded-for': visitor },
      body: JSON.stringify({ email, lang: 'en', page: '/en/news' }),
    }),
  );
}

const newVisitor = () => `10.1.${Math.floor(++visitors / 250)}.${visitors % 250}`;

describe('POST /api/newsletter', () => {
  beforeEach(() => {
    subscribe.mockReset();
    subscribe.mockResolvedValue({ status: 200, data: { success: true, already_subscribed: false, message: '', code: '' }, message: '' });
  });

  it(`stops a visitor after ${NEWSLETTER_RATE_LIMIT.attempts} sign-ups an hour, before the CMS, with the hour to wait (issue 50: "5 … per visitor an hour")`, async () => {
    const visitor = newVisitor();
    const statuses: number[] = [];
    let last: Response | null = null;
    for (let i = 0; i < 20; i++) {
      last = await post(`reader${i}@example.org`, visitor);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, NEWSLETTER_RATE_LIMIT.attempts)).toEqual(Array(NEWSLETTER_RATE_LIMIT.attempts).fill(200));
    expect(new Set(statuses.slice(NEWSLETTER_RATE_LIMIT.attempts))).toEqual(new Set([429]));
    expect(await last?.json()).toEqual({ error: 'rate_limit' });
    expect(last?.headers.get('retry-after')).toBe('3600');
    expect(subscribe).toHaveBeenCalledTimes(NEWSLETTER_RATE_LIMIT.attempts);
    expect(subscribe).toHaveBeenLastCalledWith(expect.objectContaining({ email: `reader${NEWSLETTER_RATE_LIMIT.attempts - 1}@example.org` }), visitor);
    expect((await post('other@example.org', newVisitor())).status).toBe(200);
  });

  it('passes on that the CMS could not send the confirmation mail, so the form says to try later', async () => {
    subscribe.mockResolvedValue({ status: 503, data: null, message: 'mail_not_sent' });
    const answer = await post('unlucky@example.org', newVisitor());
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ error: 'mail_not_sent' });
  });
});
