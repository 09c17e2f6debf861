/**
 * Against the real WordPress: previews are per post and short-lived. A user
 * signed in to WordPress follows the block editor's Preview button (the item's own link with
 * `preview=true`); WordPress sends them on to the site's /api/preview with a token for that item
 * and that user, and no secret. The site then asks for the draft with the token: WordPress answers
 * that item only, only when that user may read it. An application password opens no draft.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { newsItemSchema, previewCheckSchema } from '@/lib/cms/schemas';
import { createItem, deleteCreated, frontEnd, NAMESPACE, signIn, wp, WP_URL, type Role } from './wordpress';

const run = Date.now().toString(36);
const ns = (p: string) => `${NAMESPACE}/${p}`;
const TOKEN = /^(\d+)\.(\d+)\.(\d+)\.[0-9a-f]{64}$/;
afterAll(deleteCreated);

let drafts: Record<Role, { id: number }>;
const sessions: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  // Each role writes a draft news post of its own (a contributor's is pending review).
  const draft = (role: Role, status: string) =>
    createItem('posts', { title: `${role} draft ${run}`, content: `<p>Only ${role} sees this.</p>`, status, categories: [70], lang: 'en' }, role);
  drafts = { contributor: await draft('contributor', 'pending'), author: await draft('author', 'draft'), editor: await draft('editor', 'draft') };
  for (const role of ['contributor', 'author', 'editor'] as const) sessions[role] = await signIn(role);
});

/** What WordPress's Preview button gives a signed-in user for an item: the site link's token and path, or where else it went. */
async function previewButton(role: Role, id: number): Promise<{ token: string; path: string } | { status: number; location: string | null }> {
  const answer = await frontEnd(`/?p=${id}&preview=true`, sessions[role]);
  const location = answer.location ?? '';
  if (answer.status !== 302 || !location.includes('/api/preview?')) return answer;
  const url = new URL(location);
  expect([...url.searchParams.keys()]).toEqual(['token', 'path']);
  return { token: url.searchParams.get('token') ?? '', path: url.searchParams.get('path') ?? '' };
}

const read = (id: number, token?: string, auth?: Role) =>
  wp(ns(`news/${id}`), { lang: 'en' }, { headers: token === undefined ? {} : { 'x-preview-token': token }, ...(auth ? { auth } : {}) });

describe('the Preview button carries a token for that item and that user', () => {
  it('a contributor previews their own draft: a token naming the item and the contributor, valid for minutes, and no secret', async () => {
    const link = await previewButton('contributor', drafts.contributor.id);
    if (!('token' in link)) throw new Error(`no preview link: ${JSON.stringify(link)}`);
    const [, post, , expires] = TOKEN.exec(link.token) ?? [];
    expect(Number(post)).toBe(drafts.contributor.id);
    const minutes = (Number(expires) * 1000 - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(5);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(link.path).toBe(`/en/news/${drafts.contributor.id}`);

    const check = await wp(ns('preview'), {}, { headers: { 'x-preview-token': link.token } });
    expect(check.status).toBe(200);
    expect(previewCheckSchema.parse(check.body).post_id).toBe(drafts.contributor.id);
    const draft = await read(drafts.contributor.id, link.token);
    expect(draft.status).toBe(200);
    expect(newsItemSchema.parse(draft.body)).toMatchObject({ id: drafts.contributor.id, title: `contributor draft ${run}` });
  });

  it('the token opens that item only: another user’s draft is a 404 with it', async () => {
    const link = await previewButton('contributor', drafts.contributor.id);
    if (!('token' in link)) throw new Error('no preview link');
    expect((await read(drafts.author.id, link.token)).status).toBe(404);
    expect((await read(drafts.editor.id, link.token)).status).toBe(404);
  });

  it('WordPress gives no preview link to a user who may not read the draft; an editor gets one for anyone’s', async () => {
    for (const [role, id] of [['contributor', drafts.author.id], ['author', drafts.contributor.id], ['author', drafts.editor.id]] as const) {
      const link = await previewButton(role, id);
      expect({ role, id, gotToken: 'token' in link }).toEqual({ role, id, gotToken: false });
    }
    const editors = await previewButton('editor', drafts.author.id);
    if (!('token' in editors)) throw new Error('the editor got no preview link');
    expect((await read(drafts.author.id, editors.token)).status).toBe(200);
  });

  it('a tampered token is refused: 401 from the check, 404 for the draft', async () => {
    const link = await previewButton('author', drafts.author.id);
    if (!('token' in link)) throw new Error('no preview link');
    const [post, user, expires, signature] = link.token.split('.');
    const tampered = [
      `${post}.${user}.${Number(expires) + 86_400}.${signature}`,
      `${drafts.editor.id}.${user}.${expires}.${signature}`,
      `${post}.${user}.${expires}.${'0'.repeat(64)}`,
      'not-a-token',
    ];
    for (const token of tampered) {
      const check = await wp(ns('preview'), {}, { headers: { 'x-preview-token': token } });
      expect({ token, status: check.status }).toEqual({ token, status: 401 });
      expect((await read(Number(post), token)).status).toBe(404);
    }
  });

  it('an application password opens no draft, not even an editor’s own', async () => {
    for (const role of ['editor', 'author', 'contributor'] as const) {
      expect((await wp(ns(`news/${drafts[role].id}`), { lang: 'en', preview: 1 }, { auth: role })).status).toBe(404);
    }
  });

  it('the preview link goes to the site’s /api/preview on the configured Site URL', async () => {
    const answer = await frontEnd(`/?p=${drafts.editor.id}&preview=true`, sessions.editor);
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/preview\?token=/);
    expect(answer.location?.startsWith(WP_URL)).toBe(false);
  });
});
