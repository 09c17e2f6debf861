/**
 * The revalidation webhook as WordPress really calls it: the test command points the plugin's
 * Site URL at a server of this test (scripts/test-wordpress.sh), which answers like the site's
 * /api/revalidate (401 for a wrong secret, 400 for a body that names nothing). An editor
 * publishes, renames and trashes through the REST API, and the site receives the bodies of docs/wordpress.md
 * with the secret, while the save itself never waits for the site's answer; a call made while the
 * site is down reaches it through WP-Cron's retry once it is back.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import { revalidatePayloadSchema } from '@/lib/revalidate/tags-for';
import { signIn } from './admin-session';
import { createItem, deleteCreated, env, wpSql, WEBHOOK_PORT, WEBHOOK_SECRET, wp } from './wordpress';

interface Call {
  at: number;
  path: string;
  secret: string | undefined;
  body: Record<string, unknown>;
}

const calls: Call[] = [];
let answerDelayMs = 0;
/** The secret this stand-in of the site accepts (its REVALIDATE_SECRET). */
let siteSecret = WEBHOOK_SECRET;
let server: Server;
const run = Date.now().toString(36);

function listen(): Promise<void> {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const secret = request.headers['x-revalidate-secret'] as string | undefined;
      const body = JSON.parse(text) as Record<string, unknown>;
      calls.push({ at: Date.now(), path: request.url ?? '', secret, body });
      const status = secret !== siteSecret ? 401 : body.type === undefined && body.tags === undefined ? 400 : 200;
      setTimeout(() => response.writeHead(status, { 'content-type': 'application/json' }).end('{"revalidated":[]}'), answerDelayMs);
    });
  });
  return new Promise<void>((resolve) => server.listen(WEBHOOK_PORT, '127.0.0.1', resolve));
}

beforeAll(listen);

afterAll(async () => {
  await deleteCreated();
  if (server.listening) await new Promise((resolve) => server.close(resolve));
});

async function until<T>(what: string, read: () => T | undefined, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function callFor(match: (body: Record<string, unknown>) => boolean, timeoutMs = 10_000): Promise<Call> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = calls.find((c) => match(c.body));
    if (found) return found;
    if (Date.now() > until) throw new Error(`no webhook call matched; calls: ${JSON.stringify(calls.map((c) => c.body))}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the revalidation webhook, called by WordPress', () => {
  it('publishing sends {type, action, slug, lang} with the secret to /api/revalidate, and the save does not wait for the answer', async () => {
    answerDelayMs = 4000;
    const slug = `hook-${run}`;
    const started = Date.now();
    await createItem('posts', { title: `Hook ${run}`, slug, status: 'publish', categories: [70], lang: 'en' });
    const saveTook = Date.now() - started;
    const call = await callFor((b) => b.slug === slug);
    expect(call).toMatchObject({ path: '/api/revalidate', secret: WEBHOOK_SECRET, body: { type: 'news', action: 'publish', slug, lang: 'en' } });
    expect(Object.keys(call.body).sort()).toEqual(['action', 'lang', 'slug', 'type']);
    // The site answered after 4 s; the save had long returned.
    expect(saveTook).toBeLessThan(answerDelayMs);
    console.log(`[webhook] the call reached the site ${call.at - started} ms after the save was sent (the save's answer took ${saveTook} ms)`);
    answerDelayMs = 0;
  });

  it('a rename sends the new and the old slug; trashing sends a delete with the old slug', async () => {
    const page = await createItem('pages', { title: `Hook page ${run}`, slug: `hook-page-${run}`, status: 'publish', lang: 'uk' });
    await callFor((b) => b.slug === `hook-page-${run}`);
    expect((await wp(`wp/v2/pages/${page.id}`, {}, { method: 'POST', body: { slug: `hook-page-renamed-${run}` }, auth: true })).status).toBe(200);
    const renamed = await callFor((b) => b.action === 'rename' && b.old_slug === `hook-page-${run}`);
    expect(renamed.body).toEqual({ type: 'dynamic', action: 'rename', slug: `hook-page-renamed-${run}`, old_slug: `hook-page-${run}`, lang: 'uk' });
    expect((await wp(`wp/v2/pages/${page.id}`, {}, { method: 'DELETE', auth: true })).status).toBe(200);
    const trashed = await callFor((b) => b.action === 'delete' && b.old_slug === `hook-page-renamed-${run}`);
    expect(trashed.body).toEqual({ type: 'dynamic', action: 'delete', old_slug: `hook-page-renamed-${run}`, lang: 'uk' });
  });

  it('unpublishing a programme sends its old address only', async () => {
    const slug = `hook-programme-${run}`;
    const program = await createItem('eos_program', { title: `Hook programme ${run}`, slug, status: 'publish', lang: 'en' });
    await callFor((b) => b.slug === slug);
    expect((await wp(`wp/v2/eos_program/${program.id}`, {}, { method: 'POST', body: { status: 'draft' }, auth: true })).status).toBe(200);
    const unpublished = await callFor((b) => b.action === 'unpublish' && b.old_slug === slug);
    expect(unpublished.body).toEqual({ type: 'program', action: 'unpublish', old_slug: slug, lang: 'en' });
  });

  it('a call made while the site is down is delivered by the retry within a minute of its return', async () => {
    await new Promise((resolve) => server.close(resolve));
    const slug = `hook-down-${run}`;
    await createItem('posts', { title: `Hook down ${run}`, slug, status: 'publish', categories: [70], lang: 'en' });
    // The first try found no site: the call waits in its row for the next one.
    const row = await until('the failed first try', () => {
      const found = wpSql(`SELECT id, attempts, status FROM wp_eos_revalidations WHERE payload LIKE '%"slug":"${slug}"%' AND attempts > 0`);
      return found === '' ? undefined : found.split('\t');
    }, 20_000);
    expect(row[2]).toBe('pending');
    expect(calls.some((c) => c.body.slug === slug)).toBe(false);
    await listen();
    const back = Date.now();
    const call = await callFor((b) => b.slug === slug, 60_000);
    console.log(`[webhook] a call made while the site was down was delivered ${call.at - back} ms after it came back`);
    expect(call.body).toEqual({ type: 'news', action: 'publish', slug, lang: 'en' });
    expect(call.secret).toBe(WEBHOOK_SECRET);
    await until('the row marked delivered', () => (wpSql(`SELECT status FROM wp_eos_revalidations WHERE id = ${row[0]}`) === 'delivered' ? true : undefined), 10_000);
  });

  it('Site Health tells whether the site answers and takes the secret', async () => {
    const admin = await signIn(env.WP_ADMIN_USER ?? 'admin', env.WP_ADMIN_PASSWORD ?? '');
    const health = async () => (await admin.get('/wp-admin/site-health.php')).text;
    expect(await health()).toContain('The site answered and accepted the webhook secret.');
    siteSecret = 'another-secret';
    try {
      expect(await health()).toContain('differs from the site');
    } finally {
      siteSecret = WEBHOOK_SECRET;
    }
    await new Promise((resolve) => server.close(resolve));
    expect(await health()).toContain('The public site does not answer');
    await listen();
  });

  it("every body WordPress sent is one the site's webhook accepts", () => {
    // Site Health's probe ({} with the secret, which the site answers 400) is not a payload.
    const payloads = calls.filter((c) => Object.keys(c.body).length > 0);
    expect(payloads.length).toBeGreaterThan(0);
    const refused = payloads.filter((c) => !revalidatePayloadSchema.safeParse(c.body).success).map((c) => c.body);
    expect(refused).toEqual([]);
  });
});
