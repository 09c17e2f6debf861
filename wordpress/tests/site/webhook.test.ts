/**
 * The revalidation webhook as WordPress really calls it: the test command points the plugin's
 * Site URL at a server of this test (scripts/test-wordpress.sh), an editor publishes, renames and
 * trashes through the REST API, and the site receives the README's bodies with the secret, while
 * the save itself never waits for the site's answer.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import { revalidatePayloadSchema } from '@/lib/revalidate/tags-for';
import { createItem, deleteCreated, WEBHOOK_PORT, WEBHOOK_SECRET, wp } from './wordpress';

interface Call {
  at: number;
  path: string;
  secret: string | undefined;
  body: Record<string, unknown>;
}

const calls: Call[] = [];
let answerDelayMs = 0;
let server: Server;
const run = Date.now().toString(36);

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      calls.push({ at: Date.now(), path: request.url ?? '', secret: request.headers['x-revalidate-secret'] as string | undefined, body: JSON.parse(text) as Record<string, unknown> });
      setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":[]}'), answerDelayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(WEBHOOK_PORT, '127.0.0.1', resolve));
});

afterAll(async () => {
  await deleteCreated();
  await new Promise((resolve) => server.close(resolve));
});

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

  it("every body WordPress sent is one the site's webhook accepts", () => {
    expect(calls.length).toBeGreaterThan(0);
    const refused = calls.filter((c) => !revalidatePayloadSchema.safeParse(c.body).success).map((c) => c.body);
    expect(refused).toEqual([]);
  });
});
