/**
 * The plugin's admin screens as each role sees them, signed in through wp-login.php: the
 * newsletter subscribers (personal data: editors and administrators only) with search, CSV export
 * and deletion; the site refresh log (anyone who publishes) with its "Refresh the whole site"
 * Button and its failure notice (editors); the suggested privacy-policy text. messages
 * (editors read them, nobody edits them), the site's menus (editors, not the rest of Appearance),
 * Site texts and settings, the language columns and "Add translation", per role.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { field, makeUser, removeUsers, signIn, type AdminSession } from './admin-session';
import { createItem, deleteCreated, env, NAMESPACE, wp, wpSql } from './wordpress';

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
  await deleteCreated();
  wpSql(`DELETE FROM wp_posts WHERE post_type = 'eos_message' AND post_title LIKE ${sql(`%${run}%`)}`);
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
    expect(lines[0]).toBe('email,lang,subscribed_at_utc,confirmed_at_utc,unsubscribe_url');
    // fputcsv quotes the date (it has a space); a subscriber from before double opt-in has no confirmation time.
    expect(lines.slice(1)).toEqual([expect.stringMatching(new RegExp(`^${first.replace(/\./g, '\\.')},en,"\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d",,https?://\\S+/en/newsletter/unsubscribe\\?token=[A-Za-z0-9_%.-]+$`))]);
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

describe('Tools → Site refresh log (the editor reads it in Ukrainian)', () => {
  const screen = '/wp-admin/tools.php?page=eos-webhook-log';

  it('is closed to contributors, shown to authors without the refresh button, to editors with it', async () => {
    expect((await as('contributor').get(screen)).status).toBe(403);
    const author = await as('author').get(screen);
    expect(author.status).toBe(200);
    expect(author.text).toContain('Site refresh log');
    expect(author.text).not.toContain('Refresh the whole site');
    const editor = await as('editor').get(screen);
    expect(editor.text).toContain('Журнал оновлень сайту');
    expect(editor.text).toContain('Оновити весь сайт');
  });

  it('the refresh button queues {type: all} and the log shows it in words', async () => {
    const page = await as('editor').get(screen);
    const answer = await as('editor').post('/wp-admin/admin-post.php', { action: 'eos_refresh_site', _wpnonce: field(page.text, '_wpnonce') });
    expect(answer.status).toBe(302);
    expect(answer.location).toContain('refreshing=1');
    // The change is stored in no language; the log names it in the reader's.
    expect(wpSql(`SELECT payload FROM wp_eos_revalidations WHERE label = '{"refresh":true}' ORDER BY id DESC LIMIT 1`)).toBe('{"type":"all","action":"update"}');
    const log = await as('editor').get(screen);
    expect(log.text).toMatch(/<td>Увесь сайт \(кнопка «Оновити»\)<\/td><td>[\d: -]+<\/td><td[^>]*>(надсилається…|оновлено о \d\d:\d\d|очікує: спроба \d+ з \d+ не вдалася \(сайт не відповів\); наступна о [\d: -]+|очікує: щойно перед тим сайт не відповів на інший запит; перша спроба о [\d: -]+)<\/td>/);
    expect(log.text).not.toContain('{&quot;type&quot;');
  });

  it('an editor sees a notice on every screen once calls have failed for more than ten minutes; an author does not', async () => {
    const before = await as('editor').get('/wp-admin/');
    expect(before.text).not.toContain('eos-webhook-notice');
    const created = Math.floor(Date.now() / 1000) - 11 * 60;
    // A whole-site refresh the site took after a call covers it (the day-one job ends with one):
    // the log of this test holds none since.
    wpSql(`DELETE FROM wp_eos_revalidations WHERE payload LIKE '{"type":"all"%'`);
    wpSql(`INSERT INTO wp_eos_revalidations (payload, label, status, attempts, created_at, next_attempt_at, last_attempt_at, last_answer)
      VALUES ('{"type":"news","action":"update","slug":"notice-${run}","lang":"uk"}', 'News article “Notice ${run}”', 'pending', 3, ${created}, ${created + 86400}, ${created + 300}, 'error: cURL error 7: Failed to connect')`);
    const editor = await as('editor').get('/wp-admin/');
    expect(editor.text).toMatch(/eos-webhook-notice"><p>1 зміна від [\d: -]+ не дійшла до публічного сайту: сайт не відповів\./);
    expect((await as('author').get('/wp-admin/')).text).not.toContain('eos-webhook-notice');
    wpSql(`DELETE FROM wp_eos_revalidations WHERE label LIKE ${sql(`%Notice ${run}%`)}`);
    // A call never tried (no loopback arrived, and nothing runs WP-Cron) is as late.
    // (Held by a sender that never finished, so that this WordPress's own cron ticker leaves it alone.)
    wpSql(`INSERT INTO wp_eos_revalidations (payload, label, status, attempts, created_at, next_attempt_at, claimed_until)
      VALUES ('{"type":"menu","action":"update","lang":"uk"}', 'Menu “Notice ${run}”', 'pending', 0, ${created}, ${created}, ${created + 86400})`);
    expect((await as('editor').get('/wp-admin/')).text).toContain('не дійшла до публічного сайту: його так і не надіслано: схоже, на цьому WordPress не працює WP-Cron.');
    wpSql(`DELETE FROM wp_eos_revalidations WHERE label LIKE ${sql(`%Notice ${run}%`)}`);
  });
});

describe('Settings → Privacy', () => {
  it('suggests the plugin’s paragraph for the privacy policy', async () => {
    const guide = await as('admin').get('/wp-admin/options-privacy.php?tab=policyguide');
    expect(guide.status).toBe(200);
    expect(guide.text).toContain('Exchange Office Site');
    expect(guide.text).toContain('When you subscribe to our newsletter on the website, we send you an email with a link');
  });
});

describe('Messages from the site: editors read them, nobody edits them', () => {
  let id = '';
  beforeAll(async () => {
    const sent = await wp(`${NAMESPACE}/contact`, {}, { method: 'POST', body: { name: 'Олена Коваль', email: `olena-${run}@example.org`, subject: `Питання ${run}`, message: 'Добрий день!', lang: 'uk' } });
    expect(sent.status).toBe(200);
    id = wpSql(`SELECT ID FROM wp_posts WHERE post_type = 'eos_message' AND post_title = ${sql(`Питання ${run}`)}`);
  });

  it('the list shows sender, e-mail, subject and date to editors; contributors and authors are refused', async () => {
    expect((await as('contributor').get('/wp-admin/edit.php?post_type=eos_message')).status).toBe(403);
    expect((await as('author').get('/wp-admin/edit.php?post_type=eos_message')).status).toBe(403);
    const list = await as('editor').get('/wp-admin/edit.php?post_type=eos_message');
    expect(list.status).toBe(200);
    for (const column of ['Відправник', 'Електронна пошта', 'Тема', 'Отримано']) expect(list.text).toContain(column);
    expect(list.text).toContain(`olena-${run}@example.org`);
    expect(list.text).not.toContain(`post.php?post=${id}&amp;action=edit`);
  });

  it('a message opens read-only with a reply link; its edit screen goes there; an author may not read it', async () => {
    const edit = await as('editor').get(`/wp-admin/post.php?post=${id}&action=edit`);
    expect(edit.status).toBe(302);
    expect(edit.headers.get('location')).toContain(`page=eos-message&message=${id}`);
    const view = await as('editor').get(`/wp-admin/admin.php?page=eos-message&message=${id}`);
    expect(view.status).toBe(200);
    expect(view.text).toContain(`href="mailto:olena-${run}@example.org?subject=Re%3A%20%D0%9F%D0%B8%D1%82%D0%B0%D0%BD%D0%BD%D1%8F%20${run}"`);
    expect(view.text).toContain('Відповісти електронною поштою');
    expect(view.text).not.toMatch(/<(textarea|input)[^>]*name="(post_title|content)"/);
    expect((await as('author').get(`/wp-admin/admin.php?page=eos-message&message=${id}`)).status).toBe(403);
  });
});

describe('The site’s menus: editors, through the plugin, and nothing else of Appearance', () => {
  it('an editor opens the menus screen from Site menus, but not themes, widgets or the Customizer', async () => {
    const menus = await as('editor').get('/wp-admin/nav-menus.php');
    expect(menus.status).toBe(200);
    expect(menus.text).toContain('Меню сайту');
    expect(menus.text).not.toContain('href="customize.php');
    for (const screen of ['/wp-admin/themes.php', '/wp-admin/widgets.php', '/wp-admin/customize.php']) {
      expect({ screen, status: (await as('editor').get(screen)).status }).toEqual({ screen, status: 403 });
    }
    const dashboard = await as('editor').get('/wp-admin/');
    expect(dashboard.text).toContain('href=\'nav-menus.php\'');
    expect(dashboard.text).not.toContain('href=\'themes.php\'');
  });

  it('authors and contributors do not reach the menus; anonymous callers get no menu over REST', async () => {
    expect((await as('author').get('/wp-admin/nav-menus.php')).status).toBe(403);
    expect((await as('contributor').get('/wp-admin/nav-menus.php')).status).toBe(403);
    expect((await wp('wp/v2/menu-items', {}, { headers: { 'x-site-request': null } })).status).toBe(401);
    const [item] = (await wp('wp/v2/menu-items', { per_page: 1 }, { auth: 'author' })).body as { id: number }[];
    expect(item).toBeDefined();
    expect((await wp(`wp/v2/menu-items/${item?.id}`, {}, { method: 'POST', body: { title: 'By an author' }, auth: 'author' })).status).toBe(403);
  });
});

describe('Site texts, settings and languages in the lists, per role', () => {
  it('Site texts are for editors (edit_pages); the settings for administrators', async () => {
    expect((await as('author').get('/wp-admin/admin.php?page=eos-texts')).status).toBe(403);
    expect((await as('contributor').get('/wp-admin/admin.php?page=eos-texts')).status).toBe(403);
    expect((await as('editor').get('/wp-admin/admin.php?page=eos-texts')).text).toContain('Тексти сайту');
    expect((await as('editor').get('/wp-admin/options-general.php?page=eos-settings')).status).toBe(403);
    expect((await as('admin').get('/wp-admin/options-general.php?page=eos-settings')).text).toContain('Categories with a special meaning on the site');
  });

  it('every list shows the language; “Add translation” is offered to whoever may translate the item', async () => {
    const article = await createItem('posts', { title: `Без перекладу ${run}`, status: 'publish', categories: [3], lang: 'uk' });
    const row = (html: string) => new RegExp(`<tr id="post-${article.id}"[\\s\\S]*?</tr>`).exec(html)?.[0] ?? '';
    const editor = row((await as('editor').get(`/wp-admin/edit.php?s=${encodeURIComponent(run)}`)).text);
    expect(editor).toContain('>Українська<');
    expect(editor).toContain('Додати переклад: English');
    const author = row((await as('author').get(`/wp-admin/edit.php?s=${encodeURIComponent(run)}`)).text);
    expect(author).toContain('No translation');
    expect(author).not.toContain('eos_add_translation');
    const contributor = await as('contributor').get(`/wp-admin/edit.php?eos_lang=uk`);
    expect(contributor.status).toBe(200);
    expect(contributor.text).toContain('class="current" aria-current="page">Українська');
  });

  it('the delivery state after a save is told to signed-in writers only', async () => {
    const answer = await wp('exchange-office-site/v1/deliveries', { since: 0 }, { headers: { 'x-site-request': null } });
    expect(answer.status).toBe(401);
  });
});
