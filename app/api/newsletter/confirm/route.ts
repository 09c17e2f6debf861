import { confirmNewsletter } from '@/lib/cms/writes';
import { CONFIRM_TOKEN, confirmResult } from '@/lib/newsletter/confirm-result';
import { tokenActionRoute } from '@/lib/newsletter/token-action-route';

/**
 * POST /api/newsletter/confirm (the confirmation page's button): the token goes to the CMS that
 * mailed it. A GET never confirms: mail scanners open the links of every mail they pass, which
 * would confirm addresses their owners never asked for.
 */
export const dynamic = 'force-dynamic';

export const POST = tokenActionRoute({
  name: 'confirm',
  page: '/newsletter/confirm',
  token: CONFIRM_TOKEN,
  send: async (token, client) => {
    const answer = await confirmNewsletter(token, client);
    return confirmResult(answer.status, answer.data);
  },
});

export { GET, PUT, PATCH, DELETE } from '@/lib/http/post-only';
