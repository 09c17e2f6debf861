import { unsubscribeNewsletter } from '@/lib/cms/writes';
import { tokenActionRoute } from '@/lib/newsletter/token-action-route';
import { UNSUBSCRIBE_TOKEN_SHAPE } from '@/lib/cms/rules/unsubscribe-token';
import { unsubscribeResult } from '@/lib/newsletter/unsubscribe-result';

/**
 * POST /api/newsletter/unsubscribe (the unsubscribe page's button): the token, opaque to the site,
 * goes to the CMS that made it. A GET never unsubscribes: mail scanners open links.
 */
export const dynamic = 'force-dynamic';

export const POST = tokenActionRoute({
  name: 'unsubscribe',
  page: '/newsletter/unsubscribe',
  token: UNSUBSCRIBE_TOKEN_SHAPE,
  send: async (token, client) => {
    const answer = await unsubscribeNewsletter(token, client);
    return unsubscribeResult(answer.status, answer.data);
  },
});

export { GET, PUT, PATCH, DELETE } from '@/lib/http/post-only';
