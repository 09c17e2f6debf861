import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setWordPressSettings, signInToWordPress, wordpressFrontEnd } from '@/test/support/wordpress-session';
import { readWpEnv } from '@/test/support/wp-env';
import type { CmsAnswer } from '@/lib/cms/types';

/**
 * The local WordPress that `scripts/wordpress.sh up` started: its address, the application
 * passwords of an editor, an author and a contributor, the site's write secret, and the
 * importer's map from WordPress ids to content ids.
 */
export const STATE_DIR = process.env.WP_STATE_DIR ?? '.wordpress';

export const env = readWpEnv(STATE_DIR);
export const WP_URL = env.WP_URL ?? 'http://127.0.0.1:8080';
export const NAMESPACE = 'fulbright-react/v1';

/** WordPress id → content id, as the importer wrote it. */
export const idMap: Record<string, number> = JSON.parse(readFileSync(path.join(STATE_DIR, 'id-map.json'), 'utf8')) as Record<string, number>;

/** The WordPress id of a content id (ids of one content type are unique). */
export function wpIdOf(contentId: number, candidates?: (wpId: number) => boolean): number {
  const found = Object.entries(idMap).filter(([wp, c]) => c === contentId && (!candidates || candidates(Number(wp))));
  if (found.length !== 1) throw new Error(`content id ${contentId} maps to ${found.length} WordPress ids`);
  return Number(found[0]?.[0]);
}

export type Role = 'editor' | 'author' | 'contributor';
const appPassword: Record<Role, [string | undefined, string | undefined]> = {
  editor: [env.WP_USER, env.WP_APP_PASSWORD],
  author: [env.WP_AUTHOR_USER, env.WP_AUTHOR_APP_PASSWORD],
  contributor: [env.WP_CONTRIBUTOR_USER, env.WP_CONTRIBUTOR_APP_PASSWORD],
};
export const authOf = (role: Role) => `Basic ${Buffer.from(appPassword[role].join(':')).toString('base64')}`;
export const editorAuth = authOf('editor');
/** The site's CMS_WRITE_SECRET for this WordPress. */
export const WRITE_SECRET = env.CMS_WRITE_SECRET ?? '';

let visitors = 0;

/**
 * One call to the WordPress REST API, answered like the site's transports answer, with the
 * site's headers (lib/cms/transport.ts requestHeaders): X-Site-Request, and on the namespace's
 * writes the write secret and the visitor (X-Client-Address: a new one each call, as if each came
 * from another visitor, whom the plugin's limits count apart). `auth` signs it with a user's
 * application password (true: the editor); `headers` adds or replaces headers (a null value leaves one out).
 */
export async function wp(
  path: string,
  query: Record<string, string | number> = {},
  init: { method?: string; body?: unknown; auth?: boolean | Role; headers?: Record<string, string | null> } = {},
): Promise<CmsAnswer> {
  const url = new URL(`${WP_URL}/wp-json/${path}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
  const method = init.method ?? 'GET';
  const headers: Record<string, string | null> = {
    'x-site-request': '1',
    ...(method === 'POST' && path.startsWith(`${NAMESPACE}/`) ? { 'x-write-secret': WRITE_SECRET, 'x-client-address': `192.0.2.${(visitors++ % 250) + 1}-${process.pid}` } : {}),
    ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...(init.auth ? { authorization: authOf(init.auth === true ? 'editor' : init.auth) } : {}),
    ...init.headers,
  };
  const response = await fetch(url, {
    method,
    headers: Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== null)),
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${path}: not JSON (${response.status}): ${text.slice(0, 300)}`);
  }
  const header = (name: string) => (response.headers.get(name) === null ? null : Number(response.headers.get(name)));
  return { status: response.status, body, total: header('x-wp-total'), totalPages: header('x-wp-totalpages') };
}

/** Where the test command points the plugin's webhook (scripts/test-wordpress.sh): a server of the test's own. */
export const WEBHOOK_PORT = Number(process.env.WP_WEBHOOK_PORT ?? Number(new URL(WP_URL).port) + 1);
export const WEBHOOK_SECRET = process.env.WP_WEBHOOK_SECRET ?? 'wordpress-tests';

export type ItemType = 'posts' | 'pages' | 'eos_program';
const created: { type: ItemType; id: number }[] = [];

/** Creates an item (by default as the editor, with its application password); deleteCreated() removes it again. */
export async function createItem(type: ItemType, fields: Record<string, unknown>, as: Role = 'editor'): Promise<{ id: number; slug: string; link: string }> {
  const answer = await wp(`wp/v2/${type}`, {}, { method: 'POST', body: fields, auth: as });
  if (answer.status !== 201) throw new Error(`creating ${type}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  const body = answer.body as { id: number; slug: string; link: string };
  created.push({ type, id: body.id });
  return body;
}

export async function deleteCreated(): Promise<void> {
  for (const item of created.splice(0)) await wp(`wp/v2/${item.type}/${item.id}`, { force: 'true' }, { method: 'DELETE', auth: true });
}

/** One SQL statement against the local WordPress's database; tab-separated rows, no header. */
export function wpSql(sql: string): string {
  return execFileSync('mariadb', ['--no-defaults', `--socket=${path.join(STATE_DIR, 'mysql.sock')}`, '-uroot', 'wordpress', '-N', '-B', '-e', sql], {
    encoding: 'utf8',
  }).trim();
}

/** Runs PHP inside this WordPress (WordPress loaded, as a CLI script); what it prints, trimmed. */
export function wpPhp(code: string): string {
  const script = `require 'wordpress/server/bootstrap-cli.php'; require EOS_WP_CORE . '/wp-load.php'; ${code}`;
  return execFileSync('php', ['-r', script], { encoding: 'utf8', env: { ...process.env, WP_PORT: new URL(WP_URL).port } }).trim();
}

/** Changes the plugin's settings in this WordPress, e.g. `{ transliterate_slugs: '0' }`; returns its switches. */
export const wpSettings = (values: Record<string, string>) => setWordPressSettings(new URL(WP_URL).port, values);

const loginPassword: Record<Role, [string | undefined, string | undefined]> = {
  editor: [env.WP_USER, env.WP_PASSWORD],
  author: [env.WP_AUTHOR_USER, env.WP_AUTHOR_PASSWORD],
  contributor: [env.WP_CONTRIBUTOR_USER, env.WP_CONTRIBUTOR_PASSWORD],
};

/** Signs a user in through wp-login.php, as a browser does; returns the session's Cookie header. */
export const signIn = (role: Role): Promise<string> => signInToWordPress(WP_URL, loginPassword[role][0] ?? '', loginPassword[role][1] ?? '');

/** Where WordPress sends a front-end request (redirects not followed): its status and Location. */
export const frontEnd = (pathAndQuery: string, cookie?: string) => wordpressFrontEnd(WP_URL, pathAndQuery, cookie);
