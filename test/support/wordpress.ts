import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E } from './env';
import { setWordPressSettings, signInToWordPress, wordpressFrontEnd } from './wordpress-session';

/**
 * The local WordPress of the E2E_CMS=wordpress run: its REST API as the office uses it (the
 * editor's application password; menus need the administrator's, since WordPress gives editors no
 * `edit_theme_options`), and read-only look-ups in its database for what has no REST read.
 */
const { url, env, stateDir } = E2E.wordpress;
/** The contract's namespace (the site's default: PRODUCT_SLUG fulbright), in either CMS. */
export const NAMESPACE = 'fulbright-react/v1';
const basic = (user: string | undefined, password: string | undefined) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const auth = {
  editor: basic(env.WP_USER, env.WP_APP_PASSWORD),
  author: basic(env.WP_AUTHOR_USER, env.WP_AUTHOR_APP_PASSWORD),
  contributor: basic(env.WP_CONTRIBUTOR_USER, env.WP_CONTRIBUTOR_APP_PASSWORD),
  admin: basic(env.WP_ADMIN_USER, env.WP_ADMIN_APP_PASSWORD),
};
export type WpRole = 'editor' | 'author' | 'contributor';
/** Login names and passwords, for what only a browser session does (WordPress's Preview button). */
export const wpLogin: Record<WpRole, { user: string; password: string }> = {
  editor: { user: env.WP_USER ?? '', password: env.WP_PASSWORD ?? '' },
  author: { user: env.WP_AUTHOR_USER ?? '', password: env.WP_AUTHOR_PASSWORD ?? '' },
  contributor: { user: env.WP_CONTRIBUTOR_USER ?? '', password: env.WP_CONTRIBUTOR_PASSWORD ?? '' },
};

export interface WpAnswer<T = unknown> {
  status: number;
  body: T;
  /** Milliseconds from sending the call to the end of WordPress's answer. */
  took: number;
}

/** One REST call; `as` signs it with that user's application password. */
export async function wpRest<T = unknown>(
  route: string,
  init: { method?: string; body?: unknown; query?: Record<string, string | number>; as?: keyof typeof auth } = {},
): Promise<WpAnswer<T>> {
  const target = new URL(`${url}/wp-json/${route}`);
  for (const [key, value] of Object.entries(init.query ?? {})) target.searchParams.set(key, String(value));
  const started = Date.now();
  const response = await fetch(target, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.as ? { authorization: auth[init.as] } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  const took = Date.now() - started;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`WordPress ${init.method ?? 'GET'} ${route}: not JSON (${response.status}): ${text.slice(0, 300)}`);
  }
  return { status: response.status, body: body as T, took };
}

/** Like wpRest, but a status other than `expected` throws with WordPress's answer. */
export async function wpWrite<T = unknown>(route: string, init: Parameters<typeof wpRest>[1] & { expected?: number }): Promise<WpAnswer<T>> {
  const answer = await wpRest<T>(route, { method: 'POST', ...init });
  if (answer.status !== (init.expected ?? 200)) {
    throw new Error(`WordPress ${init.method ?? 'POST'} ${route}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 400)}`);
  }
  return answer;
}

/** The WordPress id of a published item the contract finds by slug (news, programmes, pages). */
export async function wpIdBySlug(kind: 'news' | 'program-by-slug' | 'dynamic-content', lang: 'uk' | 'en', slug: string): Promise<number> {
  const answer = await wpRest<{ id?: number; content?: { id?: number } }>(`${NAMESPACE}/${kind}/${encodeURIComponent(slug)}`, { query: { lang } });
  // A dynamic-content answer holds the item in `content`; the others are the item.
  const id = kind === 'dynamic-content' ? answer.body.content?.id : answer.body.id;
  if (answer.status !== 200 || typeof id !== 'number') throw new Error(`WordPress has no ${kind} ${slug} (${lang}): ${answer.status}`);
  return id;
}

/** One value from WordPress's database (MariaDB on the socket scripts/wordpress.sh started); '' when none. */
export function wpQuery(sql: string): string {
  return execFileSync('mariadb', ['--no-defaults', `--socket=${path.join(stateDir, 'mysql.sock')}`, '-uroot', 'wordpress', '-N', '-B', '-e', sql], {
    encoding: 'utf8',
  }).trim();
}

/** A string as a MariaDB literal. */
export const sqlString = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The process of PHP's server (the parent of its workers; they share its process group). */
export function phpServerPid(): number {
  return Number(readFileSync(path.join(stateDir, 'php.pid'), 'utf8').trim());
}

/**
 * The site's preview link that WordPress's Preview button gives a signed-in user for an item
 * (the block editor's `?p=…&preview=true`, `?page_id=…` for a page, which the plugin sends on to
 * the site): the path and query of /api/preview?token=…&path=…
 */
export async function wpPreviewLink(role: WpRole, wpId: number): Promise<string> {
  const cookie = await signInToWordPress(url, wpLogin[role].user, wpLogin[role].password);
  const type = wpQuery(`SELECT post_type FROM wp_posts WHERE ID = ${wpId}`);
  const answer = await wordpressFrontEnd(url, `/?${type === 'page' ? 'page_id' : 'p'}=${wpId}&post_type=${type}&preview=true`, cookie);
  const location = new URL(answer.location ?? '', E2E.siteUrl);
  if (answer.status !== 302 || location.pathname !== '/api/preview') throw new Error(`WordPress gave ${role} no preview link for ${wpId}: ${answer.status} ${answer.location}`);
  return `${location.pathname}${location.search}`;
}

/** Changes the plugin's settings (e.g. `{ transliterate_slugs: '0' }`); returns its switches. */
export const wpSettings = (values: Record<string, string>) => setWordPressSettings(E2E.wordpress.port, values);
