/**
 * The plugin's admin screens as each role sees them, signed in through wp-login.php: the
 * newsletter subscribers (personal data: editors and administrators only) with search, CSV export
 * and deletion; the revalidation log (anyone who publishes) with its "Refresh the whole site"
 * button and its failure notice (editors); the suggested privacy-policy text.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { field, makeUser, removeUsers, signIn, type AdminSession } from './admin-session';
import { env, wpSql } from './wordpress';

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const sql = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const sessions: Partial<Record<'contributor' | 'author' | 'editor' | 'admin', AdminSession>> = {};
const as = (role: keyof typeof sessions): AdminSession => {
  const session = sessions[role];
  if (!session) throw new Error(`no ${role} session`);
  return session;
};
const decode = (html: string) => html.replace(/&amp;/g, '&').replace(/&#038;/g, '&');

function subscribe(email: string): string {
  const hash = createHash('sha256').update(email.toLowerCase()).digest('hex');
  wpSql(`INSERT INTO wp_eos_newsletter (email, email_hash, lang, created_at) VALUES (${sql(email)}, '${hash}', 'en', UTC_TIMESTAMP())`);
  return wpSql(`SELECT id FROM wp_eos_newsletter WHERE email_hash = '${hash}'`);
}
const subscribed = (email: string) => wpSql(`SELECT COUNT(*) FROM wp_eos_newsletter WHERE email = ${sql(email)}`) === '1';

beforeAll(async () => {
  for (const role of ['contributor', 'author'] as const) {
    const user = await makeUser(role, run);
    sessions[role] = await signIn(user.login, user.password);
  }
  sessions.editor = await signIn(env.WP_USER ?? 'editor', env.WP_PASSWORD ?? '');
  sessions.admin = await signIn(env.WP_ADMIN_USER ?? 'admin', env.WP_ADMIN_PASSWORD ?? '');
});

afterAll(async () => {
  wpSql(`DELETE FROM wp_eos_newsletter WHERE email LIKE ${sql(`%-${run}@%`)}`);
  wpSql(`DELETE FROM wp_eos_revalidations WHERE label LIKE ${sql(`%${run}%`)} OR payload LIKE '{"type":"all"%'`);
  await removeUsers();
});

describe('Users → Newsletter subscribers', () => {
  const screen = '/wp-admin/users.php?page=eos-subscribers';
  const first = `first-${run}@example.org`;
  const second = `second-${run}@example.org`;

  it('is closed to contributors and authors (403), open to editors with every address', async () => {
    subscribe(first);
    subscribe(second);
    expect((await as('contributor').get(screen)).status).toBe(403);
    expect((await as('author').get(screen)).status).toBe(403);
    const page = await as('editor').get(screen);
    expect(page.status).toBe(200);
    expect(page.text).toContain(first);
    expect(page.text).toContain(second);
  });

  it('searches, exports the matching addresses as CSV', async () => {
    const found = await as('editor').get(`${screen}&s=${encodeURIComponent(`first-${run}`)}`);
    expect(found.text).toContain(first);
    expect(found.text).not.toContain(second);
    const csvLink = /href="([^"]*action=eos_subscribers_csv[^"]*)"/.exec(found.text)?.[1];
    expect(csvLink).toBeDefined();
    const csv = await as('editor').get(new URL(decode(csvLink ?? '')).pathname + new URL(decode(csvLink ?? '')).search);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = csv.text.replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines[0]).toBe('email,lang,subscribed_at_utc');
    // fputcsv quotes the date (it has a space).
    expect(lines.slice(1)).toEqual([expect.stringMatching(new RegExp(`^${first.replace(/\./g, '\\.')},en,"\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d"$`))]);
  });

  it('deletes one address from its row, and several at once', async () => {
    const page = await as('editor').get(`${screen}&s=${encodeURIComponent(run)}`);
    const deleteLink = new RegExp(`href="([^"]*action=delete[^"]*subscriber=${subscribe(`third-${run}@example.org`)}[^"]*)"`).exec((await as('editor').get(`${screen}&s=${encodeURIComponent(`third-${run}`)}`)).text)?.[1];
    expect(deleteLink).toBeDefined();
    const single = await as('editor').get(new URL(decode(deleteLink ?? ''), env.WP_URL).pathname + new URL(decode(deleteLink ?? ''), env.WP_URL).search);
    expect(single.status).toBe(302);
    expect(subscribed(`third-${run}@example.org`)).toBe(false);

    const ids = [first, second].map((email) => wpSql(`SELECT id FROM wp_eos_newsletter WHERE email = ${sql(email)}`));
    const bulk = await as('editor').post(screen, { _wpnonce: field(page.text, '_wpnonce'), action: 'delete', 'subscriber[]': ids });
    expect(bulk.status).toBe(302);
    expect(bulk.location).toContain('deleted=2');
    expect(subscribed(first) || subscribed(second)).toBe(false);
  });
});

describe('Tools → Revalidation log', () => {
  const screen = '/wp-admin/tools.php?page=eos-webhook-log';

  it('is closed to contributors, shown to authors without the refresh button, to editors with it', async () => {
    expect((await as('contributor').get(screen)).status).toBe(403);
    const author = await as('author').get(screen);
    expect(author.status).toBe(200);
    expect(author.text).toContain('Revalidation log');
    expect(author.text).not.toContain('Refresh the whole site');
    const editor = await as('editor').get(screen);
    expect(editor.text).toContain('Refresh the whole site');
  });

  it('the refresh button queues {type: all} and the log shows it in words', async () => {
    const page = await as('editor').get(screen);
    const answer = await as('editor').post('/wp-admin/admin-post.php', { action: 'eos_refresh_site', _wpnonce: field(page.text, '_wpnonce') });
    expect(answer.status).toBe(302);
    expect(answer.location).toContain('refreshing=1');
    expect(wpSql(`SELECT payload FROM wp_eos_revalidations WHERE label = 'The whole site (Refresh button)' ORDER BY id DESC LIMIT 1`)).toBe('{"type":"all","action":"update"}');
    const log = await as('editor').get(screen);
    expect(log.text).toMatch(/<td>The whole site \(Refresh button\)<\/td><td>[\d: -]+<\/td><td[^>]*>(sending…|refreshed \d\d:\d\d|waiting: attempt \d+ of \d+ failed \(the site did not answer\); next try at [\d: -]+)<\/td>/);
    expect(log.text).not.toContain('{&quot;type&quot;');
  });

  it('an editor sees a notice on every screen once calls have failed for more than ten minutes; an author does not', async () => {
    const before = await as('editor').get('/wp-admin/');
    expect(before.text).not.toContain('eos-webhook-notice');
    const created = Math.floor(Date.now() / 1000) - 11 * 60;
    wpSql(`INSERT INTO wp_eos_revalidations (payload, label, status, attempts, created_at, next_attempt_at, last_attempt_at, last_answer)
      VALUES ('{"type":"news","action":"update","slug":"notice-${run}","lang":"uk"}', 'News article “Notice ${run}”', 'pending', 3, ${created}, ${created + 86400}, ${created + 300}, 'error: cURL error 7: Failed to connect')`);
    const editor = await as('editor').get('/wp-admin/');
    expect(editor.text).toMatch(/eos-webhook-notice"><p>1 change since [\d: -]+ has not reached the public site: the site did not answer\./);
    expect((await as('author').get('/wp-admin/')).text).not.toContain('eos-webhook-notice');
    wpSql(`DELETE FROM wp_eos_revalidations WHERE label LIKE ${sql(`%Notice ${run}%`)}`);
    // A call never tried (no loopback arrived, and nothing runs WP-Cron) is as late.
    // (Held by a sender that never finished, so that this WordPress's own cron ticker leaves it alone.)
    wpSql(`INSERT INTO wp_eos_revalidations (payload, label, status, attempts, created_at, next_attempt_at, claimed_until)
      VALUES ('{"type":"menu","action":"update","lang":"uk"}', 'Menu “Notice ${run}”', 'pending', 0, ${created}, ${created}, ${created + 86400})`);
    expect((await as('editor').get('/wp-admin/')).text).toContain('has not reached the public site: it was never sent: WP-Cron does not seem to run on this WordPress.');
    wpSql(`DELETE FROM wp_eos_revalidations WHERE label LIKE ${sql(`%Notice ${run}%`)}`);
  });
});

describe('Settings → Privacy', () => {
  it('suggests the plugin’s paragraph for the privacy policy', async () => {
    const guide = await as('admin').get('/wp-admin/options-privacy.php?tab=policyguide');
    expect(guide.status).toBe(200);
    expect(guide.text).toContain('Exchange Office Site');
    expect(guide.text).toContain('When you subscribe to our newsletter on the website, we keep your email address');
  });
});
