import { unsubscribeNewsletter } from '@/lib/cms/writes';
import { tokenActionRoute } from '@/lib/newsletter/token-action-route';
import { unsubscribeResult } from '@/lib/newsletter/unsubscribe-result';

/**
 * POST /api/newsletter/unsubscribe (the unsubscribe page's button): the token goes to the CMS that
 * signed it. A GET never unsubscribes: mail scanners open links.
 */
export const dynamic = 'force-dynamic';

export const POST = tokenActionRoute({
  name: 'unsubscribe',
  page: '/newsletter/unsubscribe',
  token: /^[A-Za-z0-9_-]{4,400}\.[A-Za-z0-9_-]{43}$/,
  send: async (token, client) => {
    const answer = await unsubscribeNewsletter(token, client);
    return unsubscribeResult(answer.status, answer.data);
  },
});

export { GET, PUT, PATCH, DELETE } from '@/lib/http/post-only';
